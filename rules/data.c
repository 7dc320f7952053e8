/*
 * data.c: the listing's DATA (lines 3080-3190): what each room holds,
 * its map letter, the weapons and armour, and what a monster makes.
 */
#include "../wizcastle.h"

/* C$(1..34), read with I$ from lines 3080-3160 (Stetson's
 * lines 5225-5260, the same) */
const char *const room_name[35] = {
	"", "AN EMPTY ROOM", "THE ENTRANCE", "STAIRS GOING UP",
	"STAIRS GOING DOWN", "A POOL", "A CHEST", "GOLD PIECES", "FLARES",
	"A WARP", "A SINKHOLE", "A CRYSTAL ORB", "A BOOK", "A KOBOLD",
	"AN ORC", "A WOLF", "A GOBLIN", "AN OGRE", "A TROLL", "A BEAR",
	"A MINOTAUR", "A GARGOYLE", "A CHIMERA", "A BALROG", "A DRAGON",
	"A VENDOR", "THE RUBY RED", "THE NORN STONE", "THE PALE PEARL",
	"THE OPAL EYE", "THE GREEN GEM", "THE BLUE FLAME", "THE PALANTIR",
	"THE SILMARIL", "X"
};

/* I$(1..34): the map's letters (lines 3080-3160) */
const char *const room_letter[35] = {
	"", ".", "E", "U", "D", "P", "C", "G", "F", "W", "S", "O", "B",
	"M", "M", "M", "M", "M", "M", "M", "M", "M", "M", "M", "M", "V",
	"T", "T", "T", "T", "T", "T", "T", "T", "?"
};

/* W$(1..8), read with E$ from lines 3160-3180: weapons by WV+1, armour
 * by AV+5 */
const char *const gear_name[9] = {
	"", "NO WEAPON", "DAGGER", "MACE", "SWORD", "NO ARMOR", "LEATHER",
	"CHAINMAIL", "PLATE"
};

/* E$(1..8): what a monster becomes at dinner (lines 3160-3180) */
const char *const meal_name[9] = {
	"", "WICH", " STEW", " SOUP", " BURGER", " ROAST", " MUNCHY",
	" TACO", " PIE"
};

/* R$(1..4) as read from the DATA of line 3190 (Stetson's line 5280),
 * whose other letters castle_build prints; R$(3) becomes HUMAN in play. */
const char *const race_name[5] = { "", "HOBBIT", "ELF", "MAN", "DWARF" };

/*
 * What Power's listing prints where Stetson's prints otherwise: the
 * character (lines 240-610), a turn (lines 620-1790), the vendor (lines
 * 1800-2290), a fight (lines 2300-2790), the end (lines 2840-3070), the
 * commands (lines 1010-1660), the armour (line 2820).
 */
const struct words power_words = {
	"\fALL RIGHT, BOLD ONE\n",
	"\nYOU MAY BE AN ELF, DWARF, MAN, OR HOBBIT\n",
	"\nSEX ", "\n** CUTE %R, REAL CUTE. TRY M OR F\n",
	"\f\nOK %R, YOU HAVE THESE STATISTICS:\n\n"
	"STRENGTH= %d INTELLIGENCE= %d DEXTERITY= %d\n\n"
	"AND %d OTHER POINTS TO ALLOCATE AS YOU WISH.\n\n",
	"HOW MANY POINTS DO YOU ADD TO %s",
	{ "STRENGTH ", "INTELLIGENCE ", "DEXTERITY " }, { 1, 0, 2 },
	"\f\nOK, %R, YOU HAVE 60 GOLD PIECES (GP's)\n\n",
	"\n** ARE YOU A %R OR %s ? TYPE P,C,L, OR N\n\n",
	"\f\n\nOK, BOLD %R, YOU HAVE %f GP's LEFT\n\n",
	"\n** IS YOUR IQ REALLY %d? TYPE S, M, D, OR N\n\n",
	"\f\n", "", "WANT TO BUY A LAMP FOR 20 GP's ",
	"\f\n", "\nOK, %R, YOU HAVE %f GOLD PIECES LEFT\n\n",
	"FLARES COST 1 GP EACH. HOW MANY DO YOU WANT ",
	"** IF YOU DON'T WANT ANY JUST TYPE 0 (ZERO)\n\n",
	"** YOU CAN ONLY AFFORD %f\n\n",
	"OK %R, YOU ENTER THE CASTLE AND BEGIN.\n\n",
	"\nYOUR CHOICE ",
	"HERE IS A LIST OF %s YOU CAN BUY (WITH COST IN <>)\n\n",
	{ "SEE A BAT FLY BY\n", "HEAR %s\n", "SNEEZED\n", "STEPPED ON A FROG\n",
	  "SMELL %s FRYING\n", "FEEL LIKE YOU'RE BEING WATCHED\n",
	  "ARE PLAYING WIZARD'S CASTLE\n" },
	{ "A SCREAM ", "FOOTSTEPS", "A WUMPUS ", "THUNDER" },
	"\n%s CURES YOUR BLINDNESS\n", "\n%s DISSOLVES THE BOOK\n",
	"\n\n\nYOUR MOVE ",
	"\n** OH %R, NO STAIRS GOING %s IN HERE\n",
	"\n** STUPID %R THAT WASN'T A VALID COMMAND\n",
	{ "ST= ", " IQ= ", " DX= ", NULL, " FLARES= ", " GP's= ", "\n\n",
	  " / " },
	" / A LAMP", "\n\n",
	{ "HERE YOU FIND ", "" }, "\nYOU HAVE %f\n", "\n", "\nITS NOW YOURS\n",
	"\n", "\nDO YOU WANT TO SELL %s FOR %d GP's ",
	"\nYOU'RE TOO POOR TO TRADE, %R\n",
	"\nOK, %R, YOU HAVE %f GOLD PIECES AND %s\n",
	"\nYOU HAVE %f GP's LEFT WITH %s IN HAND\n\n",
	{ "** YOU HAVEN'T GOT THAT MUCH CASH\n", "** YOU CAN'T AFFORD PLATE\n",
	  "** DON'T BE SILLY. CHOOSE A SELECTION\n" },
	{ "** SORRY SIR, I DON'T GIVE CREDIT\n",
	  "** DUNGEON EXPRESS CARD - YOU LEFT HOME WITHOUT IT!\n",
	  "** TRY CHOOSING A SELECTION\n" },
	"\nWANT TO BUY A POTION OF %s FOR 1000 GP's ", "\nYOUR %s IS NOW %d\n",
	"\nWANT A LAMP FOR 1000 GP's ", "\nITS GUARANTEED TO OUTLIVE YOU!\n",
	"\nYOU MAY TRADE WITH, ATTACK, OR IGNORE THE VENDOR\n",
	"\nYOU'LL BE SORRY YOU DID THAT\n", "\n** NICE SHOT, %R\n",
	"\nYOU GET ALL HIS WARES:\n\n",
	"\n\nYOU'RE FACING %s\n\nYOU MAY ATTACK OR RETREAT", ", OR BRIBE",
	", OR CAST A SPELL", "\n\nYOUR STRENGTH IS %d AND DEXTERITY IS %d\n\n",
	"\n  DRAT! MISSED\n", "\n  YOU HIT THE LOUSY %s\n",
	"\nOH NO! YOUR %s BROKE\n", "\n** POUNDING ON %s WON'T HURT IT\n",
	"\n** YOU CAN'T BEAT IT TO DEATH WITH A BOOK\n",
	"\n** CHOOSE ONE OF THE LISTED OPTIONS\n",
	"\n%s LIES DEAD AT YOUR FEET\n", "\nYOU SPEND AN HOUR EATING %s%s\n",
	meal_name, "\nGREAT ZOT! YOU'VE FOUND THE RUNESTAFF\n",
	"\nYOU NOW GET HIS HOARD OF %d GP's\n",
	"\nWHICH SPELL (WEB, FIREBALL, OR DEATHSPELL) ",
	"  IT DOES %d POINTS OF DAMAGE.\n\n",
	{ "DEATH - - - ", "YOURS\n", "HIS\n\n" },
	"\n** TRY ONE OF THE OPTIONS GIVEN\n",
	"\nI WANT %s, WILL YOU GIVE IT TO ME ",
	"\n'ALL I WANT IS YOUR LIFE!'\n", "\nOK, JUST DON'T TELL ANYONE\n",
	"\nTHE %s IS STUCK AND CAN'T ATTACK\n", "\nTHE %s ATTACKS\n",
	"\n  OUCH! HE HIT YOU\n", "\n  HAH! HE MISSED YOU\n",
	"\nYOU HAVE ESCAPED\n\n", "DO YOU GO NORTH, SOUTH, EAST, OR WEST ",
	"\n** DON'T PRESS YOUR LUCK %R\n\n",
	0,
	{ "\f\n", "A NOBLE EFFORT, OH FORMERLY LIVING %R\n\n"
	  "YOU DIED FROM A LACK OF ", "\n\nWHEN YOU DIED YOU HAD:\n\n" },
	{ "STRENGTH\n", "INTELLIGENCE\n", "DEXTERITY\n" },
	"\nA LESS THAN AWE-INSPIRING DEFEAT.\n\n"
	"WHEN YOU LEFT THE CASTLE YOU HAD:\n\n",
	"YOUR MISERABLE LIFE\n", " THE ORB OF ZOT\n\n",
	"\nA GLORIOUS VICTORY!\n\nYOU ALSO GOT OUT WITH THE FOLLOWING:\n\n",
	"%s\n%s\n", "A LAMP\n", "%f FLARES\n%f GP's\n", "THE RUNESTAFF\n",
	"\nAND IT TOOK YOU %f TURNS!\n\n",
	"\nGREAT UNMITIGATED ZOT!\n\nYOU JUST FOUND THE ORB OF ZOT!\n\n"
	"THE RUNESTAFF IS GONE\n",
	{ "\n\nPLAY AGAIN ", "SOME %RS NEVER LEARN\n\n\n",
	  "MAYBE DUMB %R NOT SO DUMB AFTER ALL\n\n" },
	"\n** YOU CAN'T SEE ANYTHING, DUMB %R\n",
	"\n\n", ">", " ", "%s  ",
	"\n** HEY BRIGHT ONE, YOU'RE OUT OF FLARES\n",
	"\n** YOU DON'T HAVE A LAMP, %R\n",
	"\nWHERE DO YOU SHINE THE LAMP (N,S,E, OR W) ",
	"\n** TURKEY! THAT'S NOT A DIRECTION\n",
	"\nTHE LAMP SHINES INTO ", "\nTHERE YOU WILL FIND %s\n",
	") LEVEL ", "\n", "\n",
	"\n** IF YOU WANT A DRINK, FIND A POOL\n",
	{ "STRONGER\n", "WEAKER\n", "SMARTER\n", "DUMBER\n", "NIMBLER\n",
	  "CLUMSIER\n" },
	"BECOME A %R\n", "MALE %R\n",
	{ "\nYOU OPEN THE CHEST AND\n\n", "\nYOU OPEN THE BOOK AND\n\n",
	  "\n** THE ONLY THING YOU OPENED WAS YOUR BIG MOUTH\n" },
	{ "FLASH! OH NO! YOU ARE NOW A BLIND %R\n",
	  "ITS ANOTHER VOLUME OF ZOT'S POETRY! - YEECH!\n",
	  "ITS AN OLD COPY OF PLAY%s\n", "ITS A MANUAL OF DEXTERITY!\n",
	  "ITS A MANUAL OF STRENGTH !\n",
	  "THE BOOK STICKS TO YOUR HANDS -\n\nNOW YOU CAN'T DRAW YOUR WEAPON!\n" },
	"KABOOM! IT EXPLODES\n", "GAS! YOU STAGGER FROM THE ROOM\n",
	"FIND %d GOLD PIECES\n",
	"\n** NO ORB - NO GAZE\n",
	{ "YOURSELF IN A BLOODY HEAP\n",
	  "YOURSELF DRINKING FROM A POOL AND BECOMING %s\n",
	  "%s GAZING BACK AT YOU\n", "%s AT ", "THE ORB OF ZOT AT ",
	  "A SOAP OPERA RERUN\n" },
	{ "X-COORD (1=FAR NORTH 8=FAR SOUTH) ",
	  "Y-COORD (1=FAR WEST  8=FAR EAST ) ",
	  "LEVEL   (1=TOP       8=BOTTOM   ) " },
	"\n** TRY A NUMBER FROM 1 TO 8\n",
	"\nDO YOU REALLY WANT TO QUIT ", "** THEN DON'T SAY YOU DO\n", "\n\n",
	"\nYOUR ARMOR IS DESTROYED - GOOD LUCK\n",
	NULL
};
