import { formatUkPhone } from '../../../common/phone';
import { telHref } from '../../../common/siteOperator';

/** A phone number shown to a person: in its usual groups ("020 7946 0321"), kept on one line, calling on a tap. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a className="phone-number" href={telHref(phone)}>
      {formatUkPhone(phone)}
    </a>
  );
}
