// The partner enquiry's call and its error reading, loaded when the form is first focused or sent: the API client
// and its schemas (zod) stay out of the landing page's first load.
import { type PartnerEnquiry, sendPartnerEnquiry } from '@factory/api';
import { errorMessageOf, fieldErrorsOf } from '../../shared/errorMessage.ts';

/** Why a send failed: the server's message for the alert and its 422 messages by input name. */
export interface EnquiryFailure {
  message: string;
  fieldErrors: Record<string, string[]> | undefined;
}

/** Sends the enquiry (POST /api/email-registration); resolves to nothing when sent, or to why it was not. */
export async function sendEnquiry(enquiry: PartnerEnquiry): Promise<EnquiryFailure | undefined> {
  try {
    await sendPartnerEnquiry(enquiry);
    return undefined;
  } catch (error) {
    return { message: errorMessageOf(error), fieldErrors: fieldErrorsOf(error) };
  }
}
