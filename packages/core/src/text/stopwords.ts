/** Words too common to say what a video is about; keywords and hashtags skip them. */
export const ENGLISH_STOPWORDS = new Set(
  `a about above after again against all almost also am an and any are aren't as at be because been
  before being below between both but by can can't cannot could couldn't did didn't do does doesn't doing
  don't done down during each even ever every few for from further get gets getting go goes going gonna
  got gotta had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him
  himself his how how's i i'd i'll i'm i've if in into is isn't it it's its itself just know let let's
  like lot lots made make many may me might more most much must mustn't my myself need needs new no nor not
  now of off oh ok okay on once one only or other ought our ours ourselves out over own really right
  said same say says see shan't she she'd she'll she's should shouldn't so some such sure take than that
  that's the their theirs them themselves then there there's these they they'd they'll they're they've
  thing things think this those today tonight tomorrow yesterday guys everyone everybody hey hello though
  welcome back subscribe channel video videos friends through to too two um uh under until up upon us use used very
  want wanna was wasn't way we we'd we'll we're we've well went were weren't what what's when when's
  where where's which while who who's whom why why's will with won't would wouldn't yeah yes yet you
  you'd you'll you're you've your yours yourself yourselves`.split(/\s+/),
);

export const HINDI_STOPWORDS = new Set(
  `अंदर अत अपना अपनी अपने अभी अब आदि आप इत्यादि इन इनका इन्हीं इन्हें इन्हों इस इसका इसकी इसके इसमें
  इसी इसे उन उनका उनकी उनके उनको उन्हीं उन्हें उन्हों उस उसके उसी उसे एक एवं एस ऐसे और कई कर करता करते
  करना करने करें कहते कहा का काफ़ी कि कितना किन्हें किन्हों किया किर किस किसी किसे की कुछ कुल के को कोई
  कौन कौनसा गया घर जब जहाँ जा जाता जाती जाते जाना जाने जिन जिन्हें जिन्हों जिस जिसे जीधर जैसा जैसे जो
  तक तब तरह तिन तिन्हें तिन्हों तिस तिसे तो था थी थे दबारा दिया दुसरा दूसरे दो द्वारा न नहीं ना निहायत
  नीचे ने पर पहले पूरा पे फिर बनी बही बहुत बाद बाला बिलकुल भी भीतर मगर मानो मे में मैं मुझे मेरा मेरी
  मेरे यदि यह यहाँ यही या यिह ये रखें रहा रहे ऱ्वासा लिए लिये लेकिन व वग़ैरह वर्ग वह वहाँ वहीं वाले
  वुह वे वो सकता सकते सबसे सभी साथ साबुत साभ सारा से सो संग ही हुआ हुई हुए है हैं हो होता होती होते
  होना होने हम हमें हमारा हमारी हमारे तुम तुम्हारा आपका आपकी आपके क्या क्यों कैसे ओर अगर सब आज कल अब तक`.split(/\s+/),
);
