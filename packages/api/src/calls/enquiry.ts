// The landing page's partner enquiry (spec §7).
import { messageSchema } from '../schemas/common.ts';
import type { PartnerEnquiry } from '../schemas/people.ts';
import { callEndpoint, spec } from './endpoint.ts';

export const enquiryEndpoints = {
  sendPartnerEnquiry: spec('POST', '/api/email-registration'),
};

/** Resolves with the server's acknowledgement text once the enquiry is registered. */
export function sendPartnerEnquiry(enquiry: PartnerEnquiry): Promise<string> {
  return callEndpoint(enquiryEndpoints.sendPartnerEnquiry, messageSchema, { body: enquiry }).then(
    (answer) => answer.message,
  );
}
