# probe: string padding and searching edges harness tables hit: center versus format's ^ when the padding is odd, zfill with signs, ljust/rjust with a fill, join of non-strings, count/find/rfind/index of the empty string, replace with empty patterns and counts
# inputs
s = "ab"
num = "-42"
words = ["gemm", "attn", "x"]
# body
r_center = [s.center(w) for w in (1, 2, 3, 4, 5, 6, 7)]
r_center_fill = [s.center(w, "*") for w in (3, 5)]
r_center_odd_len = ["abc".center(w, "*") for w in (4, 6)]
r_caret = [f"{s:^{w}}" for w in (3, 5, 7)]
r_caret_fill = [f"{s:*^{w}}" for w in (3, 5)]
r_caret_odd_len = [f"{'abc':*^{w}}" for w in (4, 6)]
r_zfill = [num.zfill(6), "+7".zfill(4), "abc".zfill(5), "".zfill(3), "-".zfill(3), "42".zfill(1), "+-1".zfill(5)]
try:
    s.center(5, "ab")
except TypeError as e:
    r_center_fill_err = (type(e).__name__, str(e))
r_join = ", ".join(words)
r_join_empty = ("-".join([]), "-".join(["a"]), "".join("abc"), "/".join(("x", "y")))
try:
    ", ".join(["a", 1, "b"])
except TypeError as e:
    r_join_err = (type(e).__name__, str(e))
r_join_dict = ",".join({"k1": 1, "k2": 2})
r_count = ["abc".count(""), "".count(""), "aaaa".count("aa"), "abcabc".count("bc", 2), "abc".count("c", -1)]
r_find = ["abc".find(""), "abc".rfind(""), "abc".find("", 5), "abc".find("c", -1), "abc".rfind("x"), "".find("")]
r_index = "a,b,c".index(",")
try:
    "abc".index("x")
except ValueError as e:
    r_index_err = (type(e).__name__, str(e))
r_replace = ["abc".replace("", "-"), "aaa".replace("a", "b", 2), "aaa".replace("a", "b", 0), "aaa".replace("a", "b", -1), "abc".replace("", "-", 2), "".replace("", "x")]
r_in = ("" in "abc", "" in "", "ab" in "a")
r_mul = (s * 0, s * -1, s * 3, 3 * s)
r_split_edge = ["a,,b,".split(","), " a  b ".split(" "), " a  b ".split(), "".split(","), "".split(), "a b c".split(None, 1), "  a b  ".split(None, 1), "a b c".rsplit(None, 1), "  a b c  ".rsplit(None, 1)]
try:
    "abc".split("")
except ValueError as e:
    r_split_empty_err = (type(e).__name__, str(e))
r_partition_miss = ("abc".partition("x"), "abc".rpartition("x"), "a=b=c".partition("="), "a=b=c".rpartition("="))
r_startswith_tuple = ("bf16".startswith(("fp", "bf")), "x.pt".endswith((".pt", ".bin")), "abc".startswith(""), "abc".startswith("b", 1))
r_strip_multi = ["xyhixyx".strip("xy"), "  hi\t\n".rstrip(), "..a..".lstrip("."), "abc".strip(""), "aaa".strip("a")]
r_case = ["bf16".upper(), "BF16".lower(), "hello world".title(), "HELLO".capitalize(), "ß".upper(), "İ".lower(), "Hi".swapcase(), "ǅ".lower()]
r_just = [s.ljust(5, "-"), s.rjust(5, "0"), s.ljust(1), s.rjust(-3)]
r_isdigit = ["123".isdigit(), "1.5".isdigit(), "-1".isdigit(), "".isdigit(), "²".isdigit(), "²".isdecimal(), "½".isnumeric(), "12".isdecimal()]
