import type { Donate } from './donate';
import type { Translation } from './lib/translate';
import site from './site';

const { mpesa, bank } = site.giving;

export const translationOf = '023a945e9186';

const donate: Translation<Donate> = {
  words: {
    waysToGive: 'Njia za Kuchangia',
    yourImpact: 'Matokeo ya Mchango Wako',
    frequentlyAskedQuestions: 'Maswali Yanayoulizwa Mara kwa Mara',
    weAccept: 'Tunapokea:',
    donateNow: 'Changia Sasa',
  },
  meta: {
    title: 'Changia: saidia dhamira yetu',
    description:
      'Changia mara moja au kila mwezi, kama kampuni au kwa vifaa: $25 hununua kifaa cha STEM kwa mwanafunzi. Lipa kwa kadi, M-Pesa au PayPal; stakabadhi ya punguzo la kodi.',
  },
  hero: {
    title: 'Saidia Dhamira Yetu',
    lead: 'Mchango wako unaweka roboti, hadubini na kompyuta mpakato mikononi mwa vijana wa Kenya ambao hawajawahi kuwa navyo.',
  },
  options: [
    {
      title: 'Mchango wa Mara Moja',
      description: 'Changia kiasi chochote, mara moja, nasi tutakitumia katika muhula ujao wa shule.',
      highlights: [
        'Kiasi chochote, kuanzia $5',
        'Lipa kwa kadi, M-Pesa au PayPal',
        'Stakabadhi kwa barua pepe siku hiyohiyo',
      ],
    },
    {
      title: 'Mchango wa Kila Mwezi',
      description:
        'Mchango wa kudumu wa kila mwezi hutuwezesha kuiahidi shule mwaka mzima wa masomo, si ziara moja tu.',
      highlights: [
        'Ubadilishe au uusitishe wakati wowote',
        'Taarifa kila muhula kutoka madarasa unayoyasaidia',
        'Stakabadhi moja kwa mwaka',
      ],
    },
    {
      title: 'Michango ya Kampuni',
      description: 'Shirikiana nasi kufadhili maabara, timu ya mashindano au programu ya kaunti.',
      highlights: [
        'Ufadhili wa maabara na kambi za mafunzo zinazobeba jina la kampuni yenu',
        'Wafanyakazi wenu kujitolea na kutoa ushauri wa kitaaluma',
        'Ripoti za matokeo kwa timu yenu ya uwajibikaji kwa jamii (CSR)',
      ],
    },
    {
      title: 'Msaada wa Vifaa na Ujuzi',
      description: 'Toa vifaa au ujuzi: tunakarabati, tunajaribu na kufikisha kila kifaa shuleni au kwenye maabara.',
      highlights: [
        'Kompyuta mpakato na tabiti zisizozidi umri wa miaka mitano',
        'Vidhibiti vidogo vya kielektroniki, vihisi na nyuzi za printa ya 3D',
        'Wahandisi na waandishi wa programu za kompyuta kama washauri wa kujitolea',
      ],
    },
  ],
  impact: {
    intro: 'Kila kiasi hununua kitu ambacho mwanafunzi anaweza kukishika, kutengenezea kitu au kujifunzia.',
  },
  tiers: [
    { impact: 'Kifaa cha STEM kwa mwanafunzi mmoja' },
    { impact: 'Mafunzo ya roboti kwa darasa zima' },
    { impact: 'Warsha moja ya mafunzo ya walimu' },
    { impact: 'Fadhili kambi ya mafunzo ya STEM ya shule' },
  ],
  security:
    'Mchango wako unalindwa kwa usimbaji fiche wa SSL kuanzia kivinjari chako hadi kwa mtoa huduma wetu wa malipo.',
  paymentMethods: ['Kadi ya mkopo', 'M-Pesa', 'PayPal'],
  faqs: [
    {
      question: 'Mchango wangu utatumikaje?',
      answer:
        '100% ya mchango wako huenda kwenye utekelezaji wa programu: vifaa vya STEM (sayansi, teknolojia, uhandisi na hisabati), mafunzo ya walimu, vifaa vya maabara na gharama za mashindano kwa wanafunzi. Gharama zetu za uendeshaji hulipwa na ruzuku za taasisi, si na michango ya watu binafsi.',
    },
    {
      question: 'Je, nitapata stakabadhi ya punguzo la kodi?',
      answer: `Ndiyo. ${site.name} ni shirika lisilo la faida lililosajiliwa, na tunatuma stakabadhi ya punguzo la kodi kwa kila mchango, bila kujali kiasi au njia ya malipo.`,
    },
    {
      question: 'Je, ninaweza kuchangia kila mwezi kwa utaratibu wa kudumu?',
      answer:
        'Ndiyo. Chagua mchango wa kila mwezi nao utalipwa wenyewe kila mwezi kwa kadi, M-Pesa au PayPal. Unaweza kubadilisha kiasi au kuusitisha wakati wowote kwa kutuandikia.',
    },
  ],
  shillings: {
    note: 'Kiasi cha shilingi kimehesabiwa kwa KSh {rate} kwa dola moja ya Marekani, kiwango cha tarehe {date}.',
  },
  howToGive: {
    title: 'Jinsi ya kuchangia',
    intro:
      'Changia kwa M-Pesa, uhamisho wa benki, PayPal au hundi, au ana kwa ana ofisini kwetu. Kwa njia yoyote utakayotumia, tunakutumia stakabadhi.',
    mpesa: {
      steps: [
        'Fungua M-PESA kwenye simu yako: programu ya M-PESA, au menyu ya SIM Toolkit.',
        'Chagua Lipa na M-PESA, kisha Pay Bill.',
        `Weka namba ya biashara (Business no.): ${mpesa.paybill}`,
        `Weka namba ya akaunti (Account no.): ${mpesa.account}`,
        'Weka kiasi kwa shilingi.',
        'Weka PIN yako ya M-PESA.',
        `Hakikisha kwamba jina linaloonyeshwa ni ${site.name}, kisha thibitisha.`,
      ],
      after: 'M-PESA itakutumia SMS yenye msimbo wa muamala: uuhifadhi kwa ajili ya stakabadhi yako.',
    },
    bank: {
      title: 'Uhamisho wa benki',
      labels: {
        bank: 'Benki',
        branch: 'Tawi',
        accountName: 'Jina la akaunti',
        accountNumber: 'Namba ya akaunti',
        swift: 'Msimbo wa SWIFT',
      },
      reference: `Tumia jina lako kama kumbukumbu ya malipo. Ukituma kutoka nje ya Kenya, weka msimbo wa SWIFT pamoja na uhamisho, na ulipe kwa dola za Marekani au kwa shilingi kwa ${bank.accountName}.`,
    },
    paypal: {
      text: 'Changia kwa dola au sarafu nyingine kupitia akaunti yako ya PayPal, au kwa kadi ya mkopo au ya benki kupitia PayPal hata bila akaunti.',
      link: 'Changia kwa PayPal',
    },
    cheque: {
      title: 'Hundi au ana kwa ana',
      text: `Andika hundi kwa jina la “${bank.accountName}”, kisha uitume kwa posta au uilete ofisini kwetu, au changia ana kwa ana wakati wa saa za ofisi na uondoke na stakabadhi yako.`,
      link: 'Anwani yetu, maelekezo na saa za ofisi',
    },
    registration: {
      title: 'Usajili wetu',
      text: `${site.name} ni shirika lisilo la faida lililosajiliwa nchini Kenya.`,
      ngo: 'Namba ya usajili wa NGO',
      pbo: 'Namba ya usajili wa PBO',
    },
    receipt: {
      title: 'Stakabadhi yako ya punguzo la kodi',
      text: 'Tunatuma stakabadhi kwa kila mchango. Kwa stakabadhi unayoweza kuitumia kudai punguzo la kodi, tuandikie ukiwa na taarifa hizi.',
      subject: 'Stakabadhi ya kodi',
      include: [
        'Jina lako kamili, au jina lililosajiliwa la kampuni yako',
        'PIN yako ya KRA, ikiwa utadai punguzo la kodi kwa mchango huu nchini Kenya',
        'Kiasi, tarehe na njia uliyotumia kuchangia',
        'Msimbo wa muamala wa M-PESA, kumbukumbu ya benki au namba ya hundi',
        'Barua pepe au anwani ya posta ya kutumiwa stakabadhi',
      ],
      when: 'Tunatuma stakabadhi ndani ya siku tano za kazi baada ya kupokea mchango wako.',
    },
  },
};

export default donate;
