import fs from 'node:fs';
import path from 'node:path';
import { SERVER_MODULES, fromEveryModule } from '../../server/modules';
import { MAIL_TEMPLATES } from '../../server/mailTemplates';

/** The one list of modules (docs/decisions/0053-modules-register-themselves.md) holds every module and all it brings. */
const modulesDir = path.resolve(__dirname, '../../server/modules');
const folders = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const exportedNames = (folder: string, suffix: string, pattern: RegExp) =>
  fs
    .readdirSync(path.join(modulesDir, folder))
    .filter((file) => file.endsWith(suffix))
    .flatMap((file) => [...fs.readFileSync(path.join(modulesDir, folder, file), 'utf8').matchAll(pattern)].map((match) => match[1]));

describe('the module list', () => {
  it('lists every folder of server/modules once, by its own name', () => {
    expect(SERVER_MODULES.map((module) => module.name).sort()).toEqual([...folders].sort());
  });

  it('goes from the bottom of the module order up', () => {
    const layers = SERVER_MODULES.map((module) => module.layer);
    expect(layers).toEqual([...layers].sort((a, b) => a - b));
  });

  it.each(folders)('%s registers every resolver class it defines', (folder) => {
    const module = SERVER_MODULES.find((candidate) => candidate.name === folder)!;
    const registered = ('resolvers' in module ? module.resolvers : []).map((resolver) => resolver.name).sort();
    expect(registered).toEqual(exportedNames(folder, '.resolver.ts', /export class (\w+)/g).sort());
  });

  it.each(folders)('%s brings every e-mail template it declares', (folder) => {
    const module = SERVER_MODULES.find((candidate) => candidate.name === folder)!;
    const brought = Object.keys(('mailTemplates' in module ? module.mailTemplates : {}) ?? {});
    const files = fs.readdirSync(path.join(modulesDir, folder)).filter((file) => file.endsWith('.mail.ts'));
    const inFiles = files.flatMap((file) => {
      const exports = require(path.join(modulesDir, folder, file)) as Record<string, unknown>;
      return Object.entries(exports)
        .filter(([name]) => name.endsWith('MailTemplates'))
        .flatMap(([, group]) => Object.keys(group as object));
    });
    expect(brought.sort()).toEqual(inFiles.sort());
  });

  it('gives every e-mail template one owner', () => {
    const names = fromEveryModule('mailTemplates').flatMap((group) => Object.keys(group));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(MAIL_TEMPLATES).sort()).toEqual([...names].sort());
  });
});
