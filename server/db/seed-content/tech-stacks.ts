/**
 * The tech stacks the search offers (SPEC §7 techStackSearch, techStackRecommend): real names as
 * people write them, the job labels (seed-content/jobs.ts) they are typical for, and a popularity
 * from 1 to 100 that orders recommendations and ties in the search.
 */
export interface SeedTechStack {
  name: string;
  jobLabels: readonly string[];
  popularity: number;
}

const DEV = '개발';
const DATA = '데이터';
const DESIGN = '디자인';
const PM = '기획·PM';
const MARKETING = '마케팅';
const SALES = '영업';
const HR = '인사·HR';
const FINANCE = '재무·회계';
const BACKOFFICE = '경영지원';
const CS = '고객지원·CS';
const BIO = '의료·바이오';
const ENGINEERING = '엔지니어링·생산';

const stack = (name: string, popularity: number, ...jobLabels: string[]): SeedTechStack => ({
  name,
  jobLabels,
  popularity,
});

export const seedTechStacks: readonly SeedTechStack[] = [
  // Languages
  stack('Java', 95, DEV),
  stack('JavaScript', 98, DEV),
  stack('TypeScript', 94, DEV),
  stack('Python', 97, DEV, DATA, BIO),
  stack('Kotlin', 85, DEV),
  stack('Swift', 78, DEV),
  stack('Objective-C', 40, DEV),
  stack('Go', 76, DEV),
  stack('Rust', 62, DEV),
  stack('C', 70, DEV, ENGINEERING),
  stack('C++', 74, DEV, ENGINEERING),
  stack('C#', 68, DEV),
  stack('PHP', 55, DEV),
  stack('Ruby', 42, DEV),
  stack('Scala', 45, DEV, DATA),
  stack('Dart', 58, DEV),
  stack('R', 52, DATA, BIO),
  stack('SQL', 92, DEV, DATA, MARKETING, FINANCE),
  stack('MATLAB', 38, DATA, ENGINEERING, BIO),
  stack('HTML', 80, DEV, DESIGN),
  stack('CSS', 79, DEV, DESIGN),
  stack('Sass', 48, DEV),
  stack('Bash', 50, DEV),
  // Backend
  stack('Spring', 93, DEV),
  stack('Spring Boot', 91, DEV),
  stack('JPA', 82, DEV),
  stack('QueryDSL', 60, DEV),
  stack('MyBatis', 58, DEV),
  stack('Node.js', 90, DEV),
  stack('Express', 72, DEV),
  stack('NestJS', 70, DEV),
  stack('Django', 68, DEV),
  stack('FastAPI', 66, DEV, DATA),
  stack('Flask', 57, DEV, DATA),
  stack('Ruby on Rails', 40, DEV),
  stack('Laravel', 36, DEV),
  stack('.NET', 50, DEV),
  stack('gRPC', 54, DEV),
  stack('GraphQL', 60, DEV),
  stack('WebSocket', 50, DEV),
  // Frontend and mobile
  stack('React', 96, DEV),
  stack('Next.js', 86, DEV),
  stack('Vue.js', 75, DEV),
  stack('Nuxt', 50, DEV),
  stack('Angular', 52, DEV),
  stack('Svelte', 42, DEV),
  stack('Redux', 64, DEV),
  stack('Recoil', 45, DEV),
  stack('Jotai', 38, DEV),
  stack('React Query', 66, DEV),
  stack('Tailwind CSS', 70, DEV, DESIGN),
  stack('Styled Components', 58, DEV),
  stack('Webpack', 55, DEV),
  stack('Vite', 60, DEV),
  stack('React Native', 72, DEV),
  stack('Flutter', 70, DEV),
  stack('SwiftUI', 62, DEV),
  stack('Jetpack Compose', 60, DEV),
  stack('RxJava', 40, DEV),
  // Data stores and messaging
  stack('MySQL', 90, DEV, DATA),
  stack('PostgreSQL', 84, DEV, DATA),
  stack('Oracle', 60, DEV, DATA),
  stack('MariaDB', 48, DEV),
  stack('MongoDB', 72, DEV),
  stack('Redis', 85, DEV),
  stack('Elasticsearch', 70, DEV, DATA),
  stack('DynamoDB', 48, DEV),
  stack('Kafka', 78, DEV, DATA),
  stack('RabbitMQ', 52, DEV),
  // Infrastructure
  stack('AWS', 92, DEV, DATA),
  stack('GCP', 62, DEV, DATA),
  stack('Azure', 50, DEV),
  stack('Docker', 90, DEV, DATA),
  stack('Kubernetes', 82, DEV, DATA),
  stack('Terraform', 64, DEV),
  stack('Ansible', 40, DEV),
  stack('Jenkins', 66, DEV),
  stack('GitHub Actions', 72, DEV),
  stack('ArgoCD', 50, DEV),
  stack('Nginx', 70, DEV),
  stack('Linux', 80, DEV, ENGINEERING),
  stack('Prometheus', 52, DEV),
  stack('Grafana', 56, DEV, DATA),
  stack('Datadog', 46, DEV),
  stack('Git', 94, DEV, DATA, DESIGN),
  // Data and machine learning
  stack('Pandas', 80, DATA, BIO),
  stack('NumPy', 74, DATA, BIO),
  stack('scikit-learn', 68, DATA),
  stack('TensorFlow', 66, DATA, DEV),
  stack('PyTorch', 78, DATA, DEV, BIO),
  stack('Spark', 70, DATA, DEV),
  stack('Hadoop', 48, DATA),
  stack('Airflow', 66, DATA, DEV),
  stack('BigQuery', 64, DATA, MARKETING),
  stack('Snowflake', 44, DATA),
  stack('dbt', 46, DATA),
  stack('Tableau', 66, DATA, MARKETING, FINANCE),
  stack('Power BI', 54, DATA, FINANCE, BACKOFFICE),
  stack('Looker Studio', 42, DATA, MARKETING),
  stack('Jupyter', 70, DATA, BIO),
  stack('LangChain', 50, DATA, DEV),
  stack('OpenCV', 48, DATA, DEV, ENGINEERING),
  // Design
  stack('Figma', 95, DESIGN, PM),
  stack('Sketch', 50, DESIGN),
  stack('Adobe XD', 44, DESIGN),
  stack('Photoshop', 80, DESIGN, MARKETING),
  stack('Illustrator', 74, DESIGN, MARKETING),
  stack('After Effects', 56, DESIGN, MARKETING),
  stack('Premiere Pro', 52, DESIGN, MARKETING),
  stack('Protopie', 48, DESIGN),
  stack('Framer', 40, DESIGN),
  stack('Blender', 36, DESIGN),
  stack('Zeplin', 42, DESIGN, PM),
  // Product, marketing and business
  stack('Jira', 86, PM, DEV),
  stack('Confluence', 76, PM, DEV),
  stack('Notion', 84, PM, MARKETING, HR, BACKOFFICE),
  stack('Slack', 80, PM, MARKETING, HR, CS),
  stack('Amplitude', 56, PM, MARKETING, DATA),
  stack('Mixpanel', 44, PM, MARKETING),
  stack('Google Analytics', 72, MARKETING, PM),
  stack('Google Ads', 58, MARKETING),
  stack('Meta Ads', 54, MARKETING),
  stack('Braze', 38, MARKETING),
  stack('Salesforce', 52, SALES, MARKETING, CS),
  stack('HubSpot', 44, SALES, MARKETING),
  stack('Zendesk', 46, CS),
  stack('Channel Talk', 44, CS),
  stack('Excel', 90, FINANCE, BACKOFFICE, SALES, HR, DATA),
  stack('SAP', 50, FINANCE, BACKOFFICE, ENGINEERING),
  stack('Workday', 34, HR),
  stack('AutoCAD', 60, ENGINEERING),
  stack('SolidWorks', 54, ENGINEERING),
  stack('CATIA', 40, ENGINEERING),
  stack('PLC', 46, ENGINEERING),
  stack('SAS', 36, BIO, DATA),
];
