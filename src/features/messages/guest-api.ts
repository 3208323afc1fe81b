/**
 * A signed-out visitor's inquiry: no token is sent. The contact is confirmed first with a one-time
 * code sent there, and the inquiry carries that code; the answer goes to the confirmed contact.
 */

import * as apiPaths from '../../contract/api-paths';
import {
  type GuestContactCodeRequest,
  GuestContactCodeSent,
  type GuestInquiryInput,
  GuestInquiryReceipt,
} from '../../contract/guest-inquiries';
import { request } from '../../lib/http';

export const requestGuestContactCode = (body: GuestContactCodeRequest) =>
  request(apiPaths.guestContactCodes, { method: 'POST', body, response: GuestContactCodeSent, auth: false });

export const leaveGuestInquiry = (body: GuestInquiryInput) =>
  request(apiPaths.guestInquiries, { method: 'POST', body, response: GuestInquiryReceipt, auth: false });
