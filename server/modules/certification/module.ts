import { createModule } from '../../platform/runtime/serverModule';
import { registerFulfilment } from '../payments';
import { PaymentKind } from '../payments/payments.types';
import { fulfilCertification } from './certificationPayment.service';
import { certificationRoutes } from './certification.routes';
import { uploadRoutes } from './uploads.route';
import { certificationMailTemplates } from './certification.mail';
import { CertificationResolver } from './certification.resolver';
import { Certificate } from './certification.types';

export const certificationModule = createModule({
  name: 'certification',
  layer: 5,
  resolvers: [CertificationResolver],
  orphanedTypes: [Certificate],
  mailTemplates: certificationMailTemplates,
  routes(router, { config, uploadStorage, origin }) {
    // Documents arrive over tus and are never served back publicly; admins download them, anyone checks a certificate.
    router.use('/uploads', uploadRoutes({ storage: uploadStorage, adminAlertEmails: () => config.mail.adminAlertEmails }));
    router.use(certificationRoutes({ storage: uploadStorage, siteUrl: origin }));
  },
  setUp: () => registerFulfilment(PaymentKind.CERTIFICATION, fulfilCertification),
});
