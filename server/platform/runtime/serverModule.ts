import type { Router } from 'express';
import type { ClassType } from 'type-graphql';
import type { AppConfig } from '../config';
import type { MailOutbox } from '../mail/sender';
import type { MailTemplate } from '../mail/template';
import type { UploadStorage } from '../uploads/uploadStore';
import { logger } from '../logger';
import { startRepeatingTask, type RepeatingTask } from './repeatingTask';

/** What a module's routes may use, handed over when the second phase of the start mounts them. */
export interface ModuleRouteDeps {
  config: AppConfig;
  mailOutbox: MailOutbox;
  uploadStorage: UploadStorage;
  /** The site's public origin, known once the server listens. */
  origin: () => string;
}

/**
 * Work a module repeats on a timer. `embedded-store-owner` runs only on the server that owns an embedded store
 * (a production scheduler calls the module's `/internal/…` route instead); `every-instance` runs on each.
 */
export interface ScheduledWork {
  name: string;
  runsOn: 'every-instance' | 'embedded-store-owner';
  everyMs: (config: AppConfig) => number;
  run: () => Promise<unknown>;
}

/**
 * Everything a module brings to the running site, declared in its `module.ts` (docs/decisions/0053-modules-register-themselves.md).
 * `layer` is its place in the module order: it imports only modules of lower layers (the lint reads it from here).
 */
export interface ServerModuleDefinition {
  /** The module's folder under server/modules. */
  name: string;
  layer: number;
  /** type-graphql resolver classes. */
  resolvers?: readonly ClassType[];
  /** Types the schema publishes although no field returns them yet. */
  orphanedTypes?: readonly ClassType[];
  /** Its e-mails by template name (the names stored in `mail` documents). */
  mailTemplates?: Readonly<Record<string, MailTemplate<any>>>;
  /** Mounts its HTTP routes (not GraphQL) on the second phase's router. */
  routes?: (router: Router, deps: ModuleRouteDeps) => void;
  scheduled?: readonly ScheduledWork[];
  /** Start-up wiring into a lower module's extension point, e.g. the payment kinds it fulfils. */
  setUp?: () => void;
}

/** Declares a module; the literal type is kept so the mail registry knows every template's name and data. */
export function createModule<const M extends ServerModuleDefinition>(definition: M): M {
  return definition;
}

/**
 * Starts the modules' scheduled work that belongs on this server; each failure is logged and tried again at the next tick.
 * @lazy loaded on first use, with `require`
 */
export function startScheduledWork(
  work: readonly ScheduledWork[],
  where: { config: AppConfig; ownsEmbeddedStore: boolean },
): RepeatingTask[] {
  return work
    .filter((item) => item.runsOn === 'every-instance' || where.ownsEmbeddedStore)
    .map((item) =>
      startRepeatingTask(item.everyMs(where.config), () =>
        item.run().then(
          () => undefined,
          (err: unknown) => logger.warn({ err }, `${item.name} failed; trying again at the next tick`),
        ),
      ),
    );
}
