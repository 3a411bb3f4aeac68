# probe: strip with chars, removeprefix/removesuffix, zfill with signs, center/ljust/rjust odd padding, casefold/upper/lower of special letters
# inputs
name = "--model_name--"
num = "-42"
word = "ab"
# body
r_strip = (name.strip("-"), name.lstrip("-m"), name.rstrip("e-"), "xxyxz".strip("xy"), "  a ".strip(None))
r_prefix = (name.removeprefix("--"), name.removeprefix("x"), name.removesuffix("--"), "aaa".removeprefix("a"), "".removesuffix(""))
r_zfill = (num.zfill(6), "+7".zfill(4), "7".zfill(0), "abc".zfill(5), "-".zfill(3), "".zfill(2))
r_center = (word.center(5, "*"), word.center(6, "*"), "abc".center(6, "*"), "abc".center(4), word.center(1))
r_just = (word.ljust(4, "."), word.rjust(4, "0"), word.ljust(-1))
r_case = ("Straße".casefold(), "Straße".upper(), "ǅ".lower(), "ǆ".title(), "İ".lower(), len("İ".lower()), "ﬁ".upper())
r_swap = ("aBß".swapcase(), "they're bill's".title(), "hello world".capitalize(), "ΣΑΣ".lower())
r_expand = ("a\tb".expandtabs(), "a\tb".expandtabs(4), "ab\tc\n\td".expandtabs(3))
try:
    word.center(5, "**")
    r_fill_err = "ok"
except TypeError as e:
    r_fill_err = type(e).__name__
try:
    name.strip(5)
    r_strip_err = "ok"
except TypeError as e:
    r_strip_err = type(e).__name__
