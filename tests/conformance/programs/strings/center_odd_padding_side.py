# probe: str.center puts the odd extra fill char left or right depending on the parities of the padding and width
# inputs
words = ["a", "ab", "abc", "abcd", ""]
widths = [4, 5, 6, 7]
# body
r_grid = [[w.center(n, "*") for n in widths] for w in words]
r_fstring_center = [f"{w:*^{n}}" for w in words[:3] for n in widths]
r_format_center = [format(w, "-^6") for w in words]
r_num_center = [format(7, "*^4"), format(-7, "*^4"), format(7.5, "^6"), format(12, "^5")]
r_unicode_fill = "ab".center(5, "\u00e9") + "|" + "ab".ljust(4, "\u2500")
try:
    "ab".center(5, "**")
except TypeError as e:
    r_two_char_fill = str(e)
try:
    "ab".center(5, "")
except TypeError as e:
    r_empty_fill = str(e)
r_narrow = ("abc".center(2), "abc".center(-5), "abc".ljust(0, "x"))
