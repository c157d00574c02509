import {
  getNamedType,
  getNullableType,
  GraphQLID,
  isInputObjectType,
  isListType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type OperationDefinitionNode,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql';
import { hasLoneSurrogate } from '../../../common/validation/primitives';
import { documentIdProblem } from '../documentId';

/**
 * Checks every argument an operation receives, as literals or through variables, before anything runs
 * (docs/graphql-edge.md): text must be well-formed Unicode (a lone UTF-16 surrogate cannot be stored or
 * sent on), and every `ID` argument must be something that can name a Firestore document. GraphQL's own
 * coercion cannot see either: both are valid `String`s to it.
 */
export interface InputProblem {
  /** The argument and the field inside it, e.g. `input.homeowner.name` or `id`. */
  argumentPath: string;
  /** Like the API's other field errors: relative to the `input` argument, other arguments by name. */
  fieldPath: string;
  message: string;
}

export const NOT_VALID_TEXT = 'This contains a character that is not valid text (a broken emoji or symbol): remove it and try again';

type Path = ReadonlyArray<string | number>;

export function findInputProblems(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Readonly<Record<string, unknown>>,
): InputProblem[] {
  const problems: InputProblem[] = [];
  const variableDefaults = new Map(
    operation.variableDefinitions?.map((definition) => [definition.variable.name.value, definition.defaultValue]),
  );

  const report = (path: Path, message: string) => {
    const [argument, ...inside] = path;
    const fieldPath = argument === 'input' && inside.length ? inside.join('.') : path.join('.');
    problems.push({ argumentPath: path.join('.'), fieldPath, message });
  };

  const checkLeaf = (value: unknown, type: GraphQLInputType, path: Path) => {
    if (typeof value === 'string' && hasLoneSurrogate(value)) return report(path, NOT_VALID_TEXT);
    if (getNamedType(type) === GraphQLID && (typeof value === 'string' || typeof value === 'number')) {
      const problem = documentIdProblem(String(value));
      if (problem) report(path, problem);
    }
    // A custom scalar may take structured JSON: any text in it must be valid too.
    if (value !== null && typeof value === 'object') checkAnyText(value, path);
  };

  const checkAnyText = (value: unknown, path: Path): void => {
    if (typeof value === 'string') {
      if (hasLoneSurrogate(value)) report(path, NOT_VALID_TEXT);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => checkAnyText(item, [...path, index]));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) checkAnyText(item, [...path, key]);
    }
  };

  /** A value that came in the variables (JSON), against the type where it is used. */
  const checkValue = (value: unknown, type: GraphQLInputType, path: Path): void => {
    if (value === null || value === undefined) return;
    const nullable = getNullableType(type);
    if (isListType(nullable)) {
      if (Array.isArray(value)) value.forEach((item, index) => checkValue(item, nullable.ofType, [...path, index]));
      else checkValue(value, nullable.ofType, path);
      return;
    }
    if (isInputObjectType(nullable)) {
      if (typeof value !== 'object' || Array.isArray(value)) return; // coercion refuses it, naming the variable
      const fields = nullable.getFields();
      for (const [name, item] of Object.entries(value)) {
        if (Object.hasOwn(fields, name)) checkValue(item, fields[name].type, [...path, name]);
      }
      return;
    }
    checkLeaf(value, nullable, path);
  };

  /** A value written in the query, which may use variables inside it. */
  const checkLiteral = (node: ValueNode, type: GraphQLInputType, path: Path): void => {
    if (node.kind === Kind.VARIABLE) {
      const name = node.name.value;
      if (variables[name] !== undefined) return checkValue(variables[name], type, path);
      const fallback = variableDefaults.get(name);
      if (fallback) checkLiteral(fallback, type, path);
      return;
    }
    const nullable = getNullableType(type);
    if (isListType(nullable)) {
      if (node.kind === Kind.LIST) node.values.forEach((item, index) => checkLiteral(item, nullable.ofType, [...path, index]));
      else checkLiteral(node, nullable.ofType, path);
      return;
    }
    if (isInputObjectType(nullable)) {
      if (node.kind !== Kind.OBJECT) return;
      const fields = nullable.getFields();
      for (const field of node.fields) {
        const name = field.name.value;
        if (Object.hasOwn(fields, name)) checkLiteral(field.value, fields[name].type, [...path, name]);
      }
      return;
    }
    if (node.kind === Kind.STRING || node.kind === Kind.INT) checkLeaf(node.value, nullable, path);
  };

  for (const site of argumentSites(schema, document, operation)) checkLiteral(site.value, site.type, [site.name]);
  return problems;
}

interface ArgumentSite {
  name: string;
  value: ValueNode;
  type: GraphQLInputType;
}

/** Each operation's arguments with their types, found once: Apollo Server hands the same parsed document to every request that sends the same query. */
const sitesByOperation = new WeakMap<OperationDefinitionNode, { schema: GraphQLSchema; sites: ArgumentSite[] }>();

function argumentSites(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): ArgumentSite[] {
  const known = sitesByOperation.get(operation);
  if (known?.schema === schema) return known.sites;
  const sites: ArgumentSite[] = [];
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition: (node) => (node === operation ? undefined : false),
      Argument: (node) => {
        const argument = typeInfo.getArgument();
        if (argument) sites.push({ name: node.name.value, value: node.value, type: argument.type });
        return false;
      },
    }),
  );
  sitesByOperation.set(operation, { schema, sites });
  return sites;
}
