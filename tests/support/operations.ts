import {
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';

/** A value of an input type: the required fields of input objects only, recursively. */
export function dummy(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return dummy(type.ofType);
  if (isListType(type)) return [dummy(type.ofType)];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
        .map((field) => [field.name, dummy(field.type)]),
    );
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return 1;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return true;
      case 'DateTimeISO':
        return '2026-01-01T00:00:00.000Z';
      default:
        return 'x'; // String and ID
    }
  }
  throw new Error(`no dummy value for ${String(type)}`);
}

/**
 * The field alone, with every required argument as a variable of a dummy value, selecting only __typename:
 * the access check runs before the resolver, so the arguments only need to be well-typed.
 */
export function operationFor({ root, field }: { root: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }) {
  const required = field.args.filter((argument) => isNonNullType(argument.type) && argument.defaultValue === undefined);
  const declarations = required.map((argument) => `$${argument.name}: ${String(argument.type)}`).join(', ');
  const args = required.map((argument) => `${argument.name}: $${argument.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  const query = `${root}${declarations ? ` (${declarations})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
  return { query, variables: Object.fromEntries(required.map((argument) => [argument.name, dummy(argument.type)])) };
}
