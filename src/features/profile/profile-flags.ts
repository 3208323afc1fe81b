import type { ProfileV3 } from '../../contract/profile';

/** SPEC §3: what the client derives from profile v3 to decide which sections to show. */
export function profileFlags(profile: ProfileV3) {
  return {
    isCareer: profile.careerItems.length > 0,
    isSalary: profile.userSalaryItems.some((item) => item.inputSalary !== null || item.hopeSalary !== null),
    isLink: [profile.githubUrl, profile.linkedinUrl, profile.resumeUrl, profile.portfolioUrl].some((url) => url !== ''),
  };
}
