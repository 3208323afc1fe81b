/**
 * The full text behind each sign-up agreement (보기), version CONSENT_VERSION. Kept in line with the
 * privacy policy (features/marketing/privacy-content.ts): what is collected, why, for how long and
 * who receives it. Changing a text means a new CONSENT_VERSION.
 */
import { companyInfo } from '../../ui/company-info';
import type { ConsentCode } from './consents';

type ConsentBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: readonly string[] };

export interface ConsentText {
  title: string;
  blocks: readonly ConsentBlock[];
}

export const consentTexts: Record<ConsentCode, ConsentText> = {
  SERVICE: {
    title: '서비스 이용약관',
    blocks: [
      {
        kind: 'paragraph',
        text: `이 약관은 ${companyInfo.tradeName}(이하 "회사")가 제공하는 볼트X 서비스의 이용 조건과 절차, 회사와 회원의 권리·의무를 정합니다.`,
      },
      {
        kind: 'list',
        items: [
          '서비스: 회원이 건강보험·국세청 자료로 경력과 연봉을 인증하고, 익명 프로필로 기업의 연봉 제안을 받아 수락하거나 거절하는 서비스입니다.',
          '가입: 본인 명의의 카카오 인증서 또는 PASS로 본인 확인과 경력 인증을 마친 분만 회원이 될 수 있습니다. 다른 사람의 정보로 가입할 수 없습니다.',
          '회원의 의무: 계약 연봉, 희망 연봉, 프로필을 사실대로 작성해야 하며, 받은 제안의 내용을 제3자에게 공개하거나 서비스를 채용 외 목적으로 쓰면 안 됩니다.',
          '프로필 공개: 기업에는 이름과 연락처를 가린 프로필이 보이고, 이름과 연락처는 회원이 수락한 제안을 보낸 기업에만 공개됩니다. 재직 중인 회사와 열람 제한 기업은 프로필을 볼 수 없습니다.',
          '제안: 제안은 받은 날부터 7일째 되는 날 23시 59분까지 수락할 수 있습니다. 회사는 제안의 내용과 채용 결과를 보증하지 않습니다.',
          '이용 제한: 허위 정보 입력, 부정 이용, 다른 회원이나 기업에 대한 피해가 확인되면 회사는 이용을 제한할 수 있습니다.',
          '탈퇴: 회원은 언제든지 내 프로필에서 탈퇴할 수 있습니다. 탈퇴하면 정보는 바로 삭제되며, 받은 제안이 있으면 30일 동안 숨겨 보관한 뒤 삭제됩니다.',
          '약관 변경: 약관을 바꿀 때는 시행 7일 전부터 서비스에 알립니다. 회원에게 불리한 변경은 30일 전부터 알립니다.',
        ],
      },
      { kind: 'paragraph', text: `문의: ${companyInfo.email} · ${companyInfo.phone}` },
    ],
  },
  PRIVACY: {
    title: '개인정보 수집·이용 동의',
    blocks: [
      { kind: 'paragraph', text: '회사는 볼트X 가입과 경력 인증을 위해 아래와 같이 개인정보를 수집·이용합니다.' },
      {
        kind: 'list',
        items: [
          '수집 항목: 이름, 휴대전화번호, 생년월일, 성별, 인증 방식과 통신사, 희망 직군·직무, 인증으로 불러온 경력(회사명, 직무, 입사·퇴사 연월)과 연도별 연봉',
          '이용 목적: 본인 확인과 중복 가입 확인, 경력·연봉 인증, 익명 프로필 작성과 기업의 연봉 제안 전달, 문의 응대와 알림',
          '보유 기간: 회원 탈퇴 시까지. 받은 제안이 있는 회원은 탈퇴 후 30일 동안 숨겨 보관한 뒤 삭제합니다. 관계 법령이 보존을 요구하는 정보는 그 기간 동안 보관합니다.',
        ],
      },
      {
        kind: 'paragraph',
        text: '동의하지 않을 수 있지만, 동의하지 않으면 경력 인증과 가입을 할 수 없어요. 자세한 내용은 볼트X 개인정보 처리방침에서 볼 수 있어요.',
      },
    ],
  },
  THIRD_PARTY: {
    title: '경력·소득 정보 조회를 위한 제3자 제공 동의',
    blocks: [
      {
        kind: 'paragraph',
        text: '회사는 경력과 연봉을 확인하기 위해, 회원이 본인 인증을 마친 경우에 한해 아래와 같이 개인정보를 제공합니다.',
      },
      {
        kind: 'list',
        items: [
          '제공받는 자: 국민건강보험공단, 국세청 (인증 대행사를 통해 조회)',
          '제공 목적: 본인 확인과 건강보험 자격·보수 자료, 국세청 소득 자료 조회',
          '제공 항목: 이름, 휴대전화번호, 생년월일, 성별, 통신사. 국세청 조회 시 주민등록번호 뒷자리(조회에만 쓰고 저장하지 않습니다)',
          '보유 기간: 조회를 마칠 때까지',
        ],
      },
      {
        kind: 'paragraph',
        text: '동의하지 않을 수 있지만, 동의하지 않으면 경력을 불러올 수 없어 가입을 할 수 없어요.',
      },
    ],
  },
  MARKETING: {
    title: '혜택·이벤트 알림 수신 동의',
    blocks: [
      {
        kind: 'list',
        items: [
          '받는 내용: 새 기능과 이벤트, 연봉 리포트 같은 혜택 소식',
          '받는 방법: 문자 메시지, 이메일, 앱 알림',
          '보유 기간: 동의를 철회하거나 탈퇴할 때까지',
        ],
      },
      {
        kind: 'paragraph',
        text: '선택 항목이라 동의하지 않아도 가입과 제안 받기에는 영향이 없어요. 제안과 메시지 도착 알림은 이 동의와 따로 정할 수 있어요.',
      },
    ],
  },
};
