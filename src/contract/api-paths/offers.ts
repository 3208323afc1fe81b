/** API paths: Offers, curations and coffee chats. */
export const offers = '/v3/users/offers';
export const offer = '/v2/users/offers/:id';
export const offerHistory = '/v2/users/offers/history';
/** The company behind an offer: its card, ranking figures and response record. */
export const offerCompany = '/v2/users/offers/:id/company';
export const offerLike = '/users/offers/like';
export const offerRefuse = '/v2/users/offers/refuse/:id';
/** Ask the company to revise the offer (once per offer). */
export const offerRevision = '/v2/users/offers/:id/revision';
export const offerGroup = '/users/offers/group/:groupId';
export const coffeechat = '/v2.1/users/coffeechat';
export const coffeechatQuestions = '/users/coffeechats/questions';
/** Every coffee chat's meeting status, one meeting, its calendar file and the candidate's moves. */
export const coffeechatMeetings = '/users/coffeechats/meetings';
export const coffeechatMeeting = '/users/coffeechats/:id/meeting';
export const coffeechatMeetingIcs = '/users/coffeechats/:id/meeting.ics';
export const coffeechatMeetingPick = '/users/coffeechats/:id/meeting/pick';
export const coffeechatMeetingOtherTimes = '/users/coffeechats/:id/meeting/other-times';
export const coffeechatMeetingCancel = '/users/coffeechats/:id/meeting/cancel';
export const myAttack = '/v3/users/my/attack';
export const extendAttack = '/v2/users/attack';
export const offersV2 = '/v2/users/offers';
export const companyOffers = '/users/offers/:userId/:companyId';
