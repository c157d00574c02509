import { z } from 'zod';
import { email } from './primitives';

/** The form that e-mails a homeowner new links to their request pages (`/my-request`). */
export const homeownerLinksSchema = z.object({ email });
