/*
 * data.c: the listing's DATA (lines 3080-3190): what each room holds,
 * its map letter, the weapons and armour, and what a monster makes.
 */
#include "rules.h"

/* C$(1..34), read with I$ from lines 3080-3160 (Stetson's
 * lines 5225-5260, the same) */
const char *const data_room_name[35] = {
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
const char *const data_room_letter[35] = {
	"", ".", "E", "U", "D", "P", "C", "G", "F", "W", "S", "O", "B",
	"M", "M", "M", "M", "M", "M", "M", "M", "M", "M", "M", "M", "V",
	"T", "T", "T", "T", "T", "T", "T", "T", "?"
};

/* W$(1..8), read with E$ from lines 3160-3180: weapons by WV+1, armour
 * by AV+5 */
const char *const data_gear_name[9] = {
	"", "NO WEAPON", "DAGGER", "MACE", "SWORD", "NO ARMOR", "LEATHER",
	"CHAINMAIL", "PLATE"
};

/* E$(1..8): what a monster becomes at dinner (lines 3160-3180) */
static const char *const meal_name[9] = {
	"", "WICH", " STEW", " SOUP", " BURGER", " ROAST", " MUNCHY",
	" TACO", " PIE"
};

/* R$(1..4) as read from the DATA of line 3190 (Stetson's line 5280),
 * whose other letters castle_build prints; R$(3) becomes HUMAN in play. */
const char *const data_race_name[5] = { "", "HOBBIT", "ELF", "MAN", "DWARF" };

/*
 * What Power's listing prints where Stetson's prints otherwise: the
 * character (lines 240-610), a turn (lines 620-1790), the vendor (lines
 * 1800-2290), a fight (lines 2300-2790), the end (lines 2840-3070), the
 * commands (lines 1010-1660), the armour (line 2820).
 */
const struct words data_power_words = {
	.bold_one = "\fALL RIGHT, BOLD ONE\n",
	.race_ask = "\nYOU MAY BE AN ELF, DWARF, MAN, OR HOBBIT\n",
	.sex_ask = "\nSEX ",
	.sex_wrong = "\n** CUTE %R, REAL CUTE. TRY M OR F\n",
	.scores = "\f\nOK %R, YOU HAVE THESE STATISTICS:\n\n"
	    "STRENGTH= %d INTELLIGENCE= %d DEXTERITY= %d\n\n"
	    "AND %d OTHER POINTS TO ALLOCATE AS YOU WISH.\n\n",
	.points_ask = "HOW MANY POINTS DO YOU ADD TO %s",
	.score_name = { "STRENGTH ", "INTELLIGENCE ", "DEXTERITY " },
	.order = { 1, 0, 2 },
	.armor_head = "\f\nOK, %R, YOU HAVE 60 GOLD PIECES (GP's)\n\n",
	.armor_wrong = "\n** ARE YOU A %R OR %s ? TYPE P,C,L, OR N\n\n",
	.weapon_head = "\f\n\nOK, BOLD %R, YOU HAVE %f GP's LEFT\n\n",
	.weapon_wrong = "\n** IS YOUR IQ REALLY %d? TYPE S, M, D, OR N\n\n",
	.gear_end = "\f\n",
	.lamp_first = "",
	.lamp_buy = "WANT TO BUY A LAMP FOR 20 GP's ",
	.flares_head = "\f\n",
	.flares_gold = "\nOK, %R, YOU HAVE %f GOLD PIECES LEFT\n\n",
	.flares_ask = "FLARES COST 1 GP EACH. HOW MANY DO YOU WANT ",
	.flares_wrong = "** IF YOU DON'T WANT ANY JUST TYPE 0 (ZERO)\n\n",
	.flares_afford = "** YOU CAN ONLY AFFORD %f\n\n",
	.enter = "OK %R, YOU ENTER THE CASTLE AND BEGIN.\n\n",
	.choice = "\nYOUR CHOICE ",
	.price_list = "HERE IS A LIST OF %s YOU CAN BUY (WITH COST IN <>)\n\n",
	.noise =
	    { "SEE A BAT FLY BY\n", "HEAR %s\n", "SNEEZED\n", "STEPPED ON A FROG\n",
	    "SMELL %s FRYING\n", "FEEL LIKE YOU'RE BEING WATCHED\n",
	    "ARE PLAYING WIZARD'S CASTLE\n" },
	.heard = { "A SCREAM ", "FOOTSTEPS", "A WUMPUS ", "THUNDER" },
	.cured = "\n%s CURES YOUR BLINDNESS\n",
	.dissolved = "\n%s DISSOLVES THE BOOK\n",
	.command = PLAIN(3, "YOUR MOVE "),
	.no_stairs = "\n** OH %R, NO STAIRS GOING %s IN HERE\n",
	.no_command = "\n** STUPID %R THAT WASN'T A VALID COMMAND\n",
	.status = { PLAIN(0, "ST= "), PLAIN(0, " IQ= "), PLAIN(0, " DX= "),
	    NO_PLAIN, PLAIN(0, " FLARES= "), PLAIN(0, " GP's= "),
	    PLAIN(2, ""), PLAIN(0, " / ") },
	.status_lamp = PLAIN(0, " / A LAMP"),
	.status_end = PLAIN(2, ""),
	.here = { PLAIN(0, "HERE YOU FIND "), PLAIN(0, "") },
	.now_have = "\nYOU HAVE %f\n",
	.warp = "\n",
	.yours = "\nITS NOW YOURS\n",
	.sell_head = "\n",
	.offer = "\nDO YOU WANT TO SELL %s FOR %d GP's ",
	.too_poor = "\nYOU'RE TOO POOR TO TRADE, %R\n",
	.armor_have = "\nOK, %R, YOU HAVE %f GOLD PIECES AND %s\n",
	.weapon_have = "\nYOU HAVE %f GP's LEFT WITH %s IN HAND\n\n",
	.armor_no =
	    { "** YOU HAVEN'T GOT THAT MUCH CASH\n", "** YOU CAN'T AFFORD PLATE\n",
	    "** DON'T BE SILLY. CHOOSE A SELECTION\n" },
	.weapon_no = { "** SORRY SIR, I DON'T GIVE CREDIT\n",
	    "** DUNGEON EXPRESS CARD - YOU LEFT HOME WITHOUT IT!\n",
	    "** TRY CHOOSING A SELECTION\n" },
	.potion_ask = "\nWANT TO BUY A POTION OF %s FOR 1000 GP's ",
	.potion_now = "\nYOUR %s IS NOW %d\n",
	.vlamp_ask = "\nWANT A LAMP FOR 1000 GP's ",
	.vlamp_bought = "\nITS GUARANTEED TO OUTLIVE YOU!\n",
	.vendor_ask = "\nYOU MAY TRADE WITH, ATTACK, OR IGNORE THE VENDOR\n",
	.vendor_angry = "\nYOU'LL BE SORRY YOU DID THAT\n",
	.nice_shot = "\n** NICE SHOT, %R\n",
	.wares = "\nYOU GET ALL HIS WARES:\n\n",
	.facing = "\n\nYOU'RE FACING %s\n\nYOU MAY ATTACK OR RETREAT",
	.can_bribe = ", OR BRIBE",
	.can_cast = ", OR CAST A SPELL",
	.strength = "\n\nYOUR STRENGTH IS %d AND DEXTERITY IS %d\n\n",
	.missed = "\n  DRAT! MISSED\n",
	.hit = "\n  YOU HIT THE LOUSY %s\n",
	.broke = "\nOH NO! YOUR %s BROKE\n",
	.pounding = "\n** POUNDING ON %s WON'T HURT IT\n",
	.book_beat = "\n** YOU CAN'T BEAT IT TO DEATH WITH A BOOK\n",
	.no_option = "\n** CHOOSE ONE OF THE LISTED OPTIONS\n",
	.dead = "\n%s LIES DEAD AT YOUR FEET\n",
	.meal = "\nYOU SPEND AN HOUR EATING %s%s\n",
	.meals = meal_name,
	.staff = "\nGREAT ZOT! YOU'VE FOUND THE RUNESTAFF\n",
	.hoard = "\nYOU NOW GET HIS HOARD OF %d GP's\n",
	.spell_ask = "\nWHICH SPELL (WEB, FIREBALL, OR DEATHSPELL) ",
	.fireball = "  IT DOES %d POINTS OF DAMAGE.\n\n",
	.death = { "DEATH - - - ", "YOURS\n", "HIS\n\n" },
	.no_spell = "\n** TRY ONE OF THE OPTIONS GIVEN\n",
	.bribe_ask = "\nI WANT %s, WILL YOU GIVE IT TO ME ",
	.no_bribe = "\n'ALL I WANT IS YOUR LIFE!'\n",
	.bribed = "\nOK, JUST DON'T TELL ANYONE\n",
	.stuck = "\nTHE %s IS STUCK AND CAN'T ATTACK\n",
	.attacks = "\nTHE %s ATTACKS\n",
	.ouch = "\n  OUCH! HE HIT YOU\n",
	.he_missed = "\n  HAH! HE MISSED YOU\n",
	.escaped = "\nYOU HAVE ESCAPED\n\n",
	.run_ask = "DO YOU GO NORTH, SOUTH, EAST, OR WEST ",
	.luck = "\n** DON'T PRESS YOUR LUCK %R\n\n",
	.trim_name = 0,
	.died = { "\f\n", "A NOBLE EFFORT, OH FORMERLY LIVING %R\n\n"
	    "YOU DIED FROM A LACK OF ", "\n\nWHEN YOU DIED YOU HAD:\n\n" },
	.lack = { "STRENGTH\n", "INTELLIGENCE\n", "DEXTERITY\n" },
	.defeat = "\nA LESS THAN AWE-INSPIRING DEFEAT.\n\n"
	    "WHEN YOU LEFT THE CASTLE YOU HAD:\n\n",
	.life = "YOUR MISERABLE LIFE\n",
	.left = " THE ORB OF ZOT\n\n",
	.victory =
	    "\nA GLORIOUS VICTORY!\n\nYOU ALSO GOT OUT WITH THE FOLLOWING:\n\n",
	.had_gear = "%s\n%s\n",
	.had_lamp = "A LAMP\n",
	.had = "%f FLARES\n%f GP's\n",
	.had_staff = "THE RUNESTAFF\n",
	.turns_took = "\nAND IT TOOK YOU %f TURNS!\n\n",
	.orb = "\nGREAT UNMITIGATED ZOT!\n\nYOU JUST FOUND THE ORB OF ZOT!\n\n"
	    "THE RUNESTAFF IS GONE\n",
	.again = { "\n\nPLAY AGAIN ", "SOME %RS NEVER LEARN\n\n\n",
	    "MAYBE DUMB %R NOT SO DUMB AFTER ALL\n\n" },
	.dumb = "\n** YOU CAN'T SEE ANYTHING, DUMB %R\n",
	.map_head = "\n\n",
	.map_here = ">",
	.map_cell = " ",
	.flare_cell = "%s  ",
	.no_flares = "\n** HEY BRIGHT ONE, YOU'RE OUT OF FLARES\n",
	.no_lamp = "\n** YOU DON'T HAVE A LAMP, %R\n",
	.lamp_ask = "\nWHERE DO YOU SHINE THE LAMP (N,S,E, OR W) ",
	.not_way = "\n** TURKEY! THAT'S NOT A DIRECTION\n",
	.lamp_into = "\nTHE LAMP SHINES INTO ",
	.lamp_finds = "\nTHERE YOU WILL FIND %s\n",
	.level = PLAIN(0, ") LEVEL "),
	.at_end = PLAIN(0, ""),
	.orb_end = PLAIN(0, ""),
	.no_pool = "\n** IF YOU WANT A DRINK, FIND A POOL\n",
	.feel =
	    { "STRONGER\n", "WEAKER\n", "SMARTER\n", "DUMBER\n", "NIMBLER\n",
	    "CLUMSIER\n" },
	.become = "BECOME A %R\n",
	.male = "MALE %R\n",
	.opened =
	    { "\nYOU OPEN THE CHEST AND\n\n", "\nYOU OPEN THE BOOK AND\n\n",
	    "\n** THE ONLY THING YOU OPENED WAS YOUR BIG MOUTH\n" },
	.book = { "FLASH! OH NO! YOU ARE NOW A BLIND %R\n",
	    "ITS ANOTHER VOLUME OF ZOT'S POETRY! - YEECH!\n",
	    "ITS AN OLD COPY OF PLAY%s\n", "ITS A MANUAL OF DEXTERITY!\n",
	    "ITS A MANUAL OF STRENGTH !\n",
	    "THE BOOK STICKS TO YOUR HANDS -\n\nNOW YOU CAN'T DRAW YOUR WEAPON!\n" },
	.kaboom = "KABOOM! IT EXPLODES\n",
	.gas = "GAS! YOU STAGGER FROM THE ROOM\n",
	.chest_gold = "FIND %d GOLD PIECES\n",
	.no_orb = "\n** NO ORB - NO GAZE\n",
	.vision = { "YOURSELF IN A BLOODY HEAP\n",
	    "YOURSELF DRINKING FROM A POOL AND BECOMING %s\n",
	    "%s GAZING BACK AT YOU\n", "%s AT ", "THE ORB OF ZOT AT ",
	    "A SOAP OPERA RERUN\n" },
	.coord = { "X-COORD (1=FAR NORTH 8=FAR SOUTH) ",
	    "Y-COORD (1=FAR WEST  8=FAR EAST ) ",
	    "LEVEL   (1=TOP       8=BOTTOM   ) " },
	.coord_wrong = "\n** TRY A NUMBER FROM 1 TO 8\n",
	.quit_ask = "\nDO YOU REALLY WANT TO QUIT ",
	.quit_no = "** THEN DON'T SAY YOU DO\n",
	.quit_yes = "\n\n",
	.armor_gone = "\nYOUR ARMOR IS DESTROYED - GOOD LUCK\n",
	.help = NULL,
};
