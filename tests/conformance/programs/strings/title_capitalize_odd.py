# probe: str.title / capitalize / swapcase / casefold on apostrophes, digits, titlecase digraphs, sharp s, ligatures
# inputs
texts = ["they're bill's", "3rd place", "hello_world-foo.bar", "aBC dEF", "x1y2z3", "bf16 fp8_e4m3", "", "  lead", "o'neil mc'donald", "a.b,c;d", "ALL CAPS", "mIxEd_CaSe42x"]
uni = ["\u01c6ungla", "stra\u00dfe", "\ufb01sh \ufb02y", "\u0130stanbul", "\u03a3\u0391\u03a3 \u03c3\u03bf\u03c6\u03bf\u03c3"]
# body
r_title = [t.title() for t in texts]
r_cap = [t.capitalize() for t in texts]
r_swap = [t.swapcase() for t in texts]
r_casefold = [t.casefold() for t in texts]
r_lower = [t.lower() for t in texts]
r_upper = [t.upper() for t in texts]
r_istitle = [t.title().istitle() for t in texts]
r_isupper = ["BF16".isupper(), "16".isupper(), "A1".isupper(), "a1".islower(), "1".islower()]
r_uni = [(t.title(), t.capitalize(), t.swapcase(), t.casefold(), t.upper(), t.lower()) for t in uni]
r_uni_pred = ["\u01c5".isupper(), "\u01c5".istitle(), "\u01c5".islower()]
