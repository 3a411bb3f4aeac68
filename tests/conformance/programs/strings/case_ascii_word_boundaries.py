# probe: title/capitalize/swapcase/upper/lower on ASCII text with digits, apostrophes, underscores and mixed case
# inputs
texts = ["hello world", "they're bill's", "1st 2nd_3rd", "mIxEd CaSe", "ABC-def ghi", "", "a", "__init__", "x1y2z3"]
# body
r_title = [t.title() for t in texts]
r_cap = [t.capitalize() for t in texts]
r_swap = [t.swapcase() for t in texts]
r_upper = [t.upper() for t in texts]
r_istitle = [t.title().istitle() for t in texts]
r_isupper = [t.isupper() for t in ("ABC", "ABC1", "1", "", "A b")]
r_islower = [t.islower() for t in ("abc", "abc1", "1", "", "a B")]
r_roundtrip = [t.swapcase().swapcase() == t for t in texts]
