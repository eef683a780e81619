import type { Team } from './team';
import type { Translation } from './lib/translate';
import facts from './facts';

export const translationOf = '3dc73e02385f';

const team: Translation<Team> = {
  words: {
    contact: 'Wasiliana na',
    leadershipTeam: 'Timu ya uongozi',
    ourDepartments: 'Idara zetu',
    ourCulture: 'Utamaduni wetu',
  },
  meta: {
    title: 'Timu yetu',
    description:
      'Wafahamu viongozi wa Jenga STEM Foundation na idara nne zinazoendesha programu zetu za shule, za vijana na za maabara za ubunifu nchini Kenya.',
  },
  hero: {
    title: 'Timu Yetu',
    lead: 'Watu thelathini huko Nairobi, Kisumu na Mombasa wanaogeuza madarasa na kumbi za jamii kuwa mahali ambapo vijana wa Kenya hutengeneza vitu.',
  },
  leadership: [
    {
      title: 'Mkurugenzi Mtendaji',
      bio: `Grace ni mhandisi wa umeme aliyefundisha katika Chuo Kikuu cha Nairobi kwa miaka kumi. Alishiriki kuanzisha klabu ya kwanza ya roboti ya Jenga STEM mwaka ${facts.founded}, na sasa anaongoza mikakati ya taasisi na ushirikiano wake na serikali za kaunti.`,
      expertise: ['Elimu ya uhandisi', 'Mikakati', 'Ushirikiano na sekta ya umma'],
    },
    {
      title: 'Mkurugenzi wa Programu',
      bio: 'Daniel alifanya kazi kwa miaka kumi na miwili kama mwalimu wa fizikia na mkuu wa idara mjini Kisumu kabla ya kujiunga nasi kubuni mtaala wa Jenga STEM Academy. Anasimamia kila programu ya shule na ya vijana, pamoja na jinsi tunavyopima matokeo yake.',
      expertise: ['Kubuni mitaala', 'Ufuatiliaji na tathmini', 'Kuwaendeleza walimu'],
    },
    {
      title: 'Mkuu wa Maabara za Ubunifu',
      bio: 'Amina ni mhandisi wa mitambo na fundi mbunifu. Alianzisha maabara ya Mombasa mwaka 2023, na sasa anaendesha vituo vyote vitatu, kuanzia vifaa na usalama hadi changamoto ya ubunifu ya kila mwezi.',
      expertise: ['Utengenezaji wa kidijitali', 'Uendeshaji wa maabara', 'Kutengeneza mifano ya majaribio ya bidhaa'],
    },
    {
      title: 'Mkuu wa Programu za Shule',
      bio: 'Peter anaongoza maabara ya kuhamahama, programu ya kuazima vifaa na mafunzo yetu ya walimu ya muda mfupi na ya kina. Alifundisha somo la kompyuta mjini Nakuru na Kakamega kwa miaka minane.',
      expertise: ['Roboti', 'Mafunzo ya walimu', 'Kufikia shule za vijijini'],
    },
    {
      title: 'Mkuu wa Vijana na Ujasiriamali',
      bio: 'Faith alijenga programu ya Workplace Readiness pamoja na waajiri wa sekta za teknolojia ya fedha na teknolojia ya kilimo, na anatoa ushauri kwa kampuni changa zilizo katika kiatamizi chetu. Awali aliendesha programu ya ajira kwa vijana katika Kaunti ya Kiambu.',
      expertise: ['Ajira kwa vijana', 'Ushauri kwa kampuni changa', 'Ushirikiano na waajiri'],
    },
    {
      title: 'Meneja wa Fedha na Uendeshaji',
      bio: 'Samuel ni mhasibu wa umma aliyeidhinishwa. Anahakikisha hesabu zetu zinakaguliwa na shughuli zetu za usafirishaji na ugavi zinaenda sawa, kuanzia ununuzi wa vifaa hadi kuifikisha maabara ya kuhamahama shuleni kwa wakati.',
      expertise: ['Usimamizi wa fedha', 'Kuzingatia masharti ya ruzuku', 'Ununuzi'],
    },
    {
      title: 'Kiongozi wa Ushirikiano na Mawasiliano',
      bio: 'Lilian anafanya kazi na wafadhili, kampuni na vyombo vya habari ili kusimulia hadithi za wanafunzi wetu na kutafuta msaada unaowezesha programu zetu kuendelea kutolewa bure. Kabla ya kujiunga nasi alikuwa mwanahabari wa gazeti la kanda.',
      expertise: ['Kutafuta fedha', 'Usimulizi wa hadithi', 'Ushirikiano na makampuni'],
    },
  ],
  departments: [
    {
      name: 'Utekelezaji wa Programu',
      description:
        'Wakufunzi na wawezeshaji wanaoendesha Jenga STEM Academy, Creative Coding, Ignite Girls na mafunzo ya walimu katika shule zetu washirika.',
    },
    {
      name: 'Maabara za Ubunifu',
      description:
        'Waratibu na mafundi wa maabara wanaohakikisha vituo vya Nairobi, Kisumu na Mombasa viko wazi, salama na vina vifaa vya kutosha.',
    },
    {
      name: 'Ushirikiano na Mawasiliano',
      description:
        'Timu inayofanya kazi na wafadhili, kampuni na serikali za kaunti, na inayosimulia hadithi yetu kwenye machapisho na mtandaoni.',
    },
    {
      name: 'Fedha na Uendeshaji',
      description:
        'Wafanyakazi wa fedha, rasilimali watu, usafirishaji na ufuatiliaji wanaohakikisha kila programu ina fedha na wafanyakazi, na kwamba matokeo yake yanapimwa.',
    },
  ],
  culture: [
    {
      title: 'Sisi pia hutengeneza',
      description:
        'Kila mfanyakazi, wakiwemo wahasibu, hukamilisha mradi wa Jenga STEM Academy katika mwezi wake wa kwanza, ili sote tujue kile wanafunzi wetu hupitia.',
    },
    {
      title: 'Kujifunza hakukomi',
      description:
        'Kila mmoja wetu ana bajeti ya kujifunza ya kila mwaka, na alasiri moja ya Ijumaa kila mwezi kwa ajili ya kozi, kusoma au mradi maabarani.',
    },
    {
      title: 'Karibu na kazi ya uwanjani',
      description:
        'Mameneja hutumia angalau siku mbili kila mwezi shuleni na maabarani, kwa sababu mawazo bora hutoka kwa wanafunzi na walimu.',
    },
    {
      title: 'Uwazi na kujaliana',
      description:
        'Tunasema waziwazi kisichofanya kazi, na tunatunzana, kwa saa za kazi zinazonyumbulika na msaada kwa wazazi walio kwenye timu.',
    },
  ],
};

export default team;
