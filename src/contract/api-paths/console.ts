/** API paths: The business console (/biz). */
export const bizLogin = '/biz/login';
export const bizMe = '/biz/me';
export const bizCompanies = '/biz/companies';
export const bizCandidates = '/biz/candidates';
export const bizCandidate = '/biz/candidates/:id';
/** The companies the viewer may send this candidate an offer for (never their current employer). */
export const bizCandidateCompanies = '/biz/candidates/:id/companies';
export const bizOffers = '/biz/offers';
export const bizCurations = '/biz/curations';
/** Answer a candidate's request for a revision: revise or keep. */
export const bizOfferRevision = '/biz/offers/:id/revision';
/** The agent asks on the candidate's behalf, for a curation the candidate handed to them. */
export const bizOfferRevisionRequest = '/biz/offers/:id/revision-request';
export const bizCoffeechats = '/biz/coffeechats';
export const bizCoffeechatSlots = '/biz/coffeechats/:id/slots';
export const bizCoffeechatCancel = '/biz/coffeechats/:id/cancel';
export const bizCoffeechatComplete = '/biz/coffeechats/:id/complete';
export const bizCoffeechatsSeen = '/biz/coffeechats/seen';
/** Operators: coffee chats without a proposal 3 KST business days after acceptance. */
export const bizStalledCoffeechats = '/biz/coffeechats/stalled';
export const bizRooms = '/biz/message/rooms';
export const bizRoom = '/biz/message/rooms/:roomId';
export const bizRoomSlice = '/biz/message/rooms/:roomId/:messageId';
export const bizRoomRead = '/biz/message/rooms/:roomId/read';
export const bizGuestInquiries = '/biz/guest-inquiries';
export const bizGuestInquiry = '/biz/guest-inquiries/:inquiryId';
export const bizGuestInquiryAnswers = '/biz/guest-inquiries/:inquiryId/answers';
