# probe: str methods with their less common arguments: maxsplit, negative start/end, keepends, counts, fill characters; str.format accessors and % formatting
# inputs
s = "  alpha beta\tgamma  "
p = "a,b,,c,"
text = "one\ntwo\r\nthree\rfour\x0bfive"
word = "banana"
# body
r_split_max = [s.split(None, k) for k in (0, 1, 2, 5)]
r_rsplit_max = [s.rsplit(None, k) for k in (0, 1, 2)]
r_split_sep = [p.split(",", k) for k in (-1, 0, 2)] + [p.rsplit(",", 2)]
r_split_kw = p.split(sep=",", maxsplit=1)
r_lines = text.splitlines()
r_lines_keep = text.splitlines(True)
r_lines_empty = ["".splitlines(), "\n".splitlines(), "a\n\nb\n".splitlines()]
r_find = [word.find("a", -3), word.find("a", 2, 4), word.rfind("a", 0, -1), word.find("", 6), word.find("", 7), word.rfind("")]
r_count = [word.count("a", 2), word.count("an", -4), word.count("", 2, 4), word.count("x")]
r_starts = [word.startswith(("x", "ba")), word.startswith("an", 1, 3), word.endswith("an", 0, -2), word.startswith("", 6), word.startswith("", 7)]
r_pad = [word.center(9, "-"), word.center(10, "-"), "ab".center(5), word.ljust(3), "-7".zfill(4), "+7".zfill(4), "".zfill(3)]
r_tabs = ["a\tbc\td".expandtabs(), "ab\tc\nd\te".expandtabs(3), "x\ty".expandtabs(0)]
r_strip = [s.strip(), s.lstrip(" a"), "xxhixx".strip("x"), "\x1chi\x1f".strip()]
r_replace = [word.replace("a", "o", 0), word.replace("a", "o", -1), word.replace("", "|", 3), word.replace("na", "")]
r_case = ["hello_world 2nd-try".title(), "hELLO".swapcase(), "hELLO wORLD".capitalize()]
r_preds = [w.isupper() for w in ("ABC1", "AbC", "123", "A_B")] + [w.istitle() for w in ("Hello World", "Hello world", "HELLO", "A1b")]
r_ident = [w.isidentifier() for w in ("x1", "1x", "_", "", "a-b", "class")]
r_fmt = "{0[0]}-{0[1]}-{1[k]}-{2.real}".format([1, 2], {"k": "v"}, 3)
r_fmt_nested = "{:{}}|{:>{w}.{p}f}".format("a", 4, 3.14159, w=8, p=2)
r_fmt_conv = "{!r:>6}|{!s}".format("x", 2.5)
r_pct = "%5.1f|%-6s|%x|%e|%g|%c%c|%r" % (2.345, "ab", 255, 12345.678, 0.0001, 65, "b", "q")
try:
    "{} {0}".format(1, 2)
except ValueError as e:
    r_err_mix = type(e).__name__
try:
    "{2}".format(1)
except IndexError as e:
    r_err_index = type(e).__name__
try:
    "{x}".format(y=1)
except KeyError as e:
    r_err_key = type(e).__name__
try:
    word.center(9, "ab")
except TypeError as e:
    r_err_fill = type(e).__name__
try:
    word.rindex("z")
except ValueError as e:
    r_err_rindex = type(e).__name__
