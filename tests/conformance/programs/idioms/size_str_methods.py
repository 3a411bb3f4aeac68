# probe: size strings handled with str methods: rstrip with a character set, removesuffix, endswith with a tuple, partition, casefold, translate, and a multiplier table
# inputs
s = "16kK"
# body
r_rstrip = s.rstrip("kK")
r_removesuffix = s.removesuffix("K")
r_removesuffix2 = s.removesuffix("k")
r_endswith = [x.lower().endswith(("k", "m", "g")) for x in ("1M", "512", "4g", "")]
r_partition = "bf16:fp8".partition(":")
r_rpartition = "a.b.c".rpartition(".")
r_casefold = "FP8".casefold()
r_translate = "1_024".translate(str.maketrans("", "", "_"))
r_strip_chars = "xx16Kxx".strip("x")
r_lstrip_digits = "0016".lstrip("0")
r_zero = "000".lstrip("0") or "0"
r_split_max = "a=b=c".split("=", 1)
r_rsplit_max = "a=b=c".rsplit("=", 1)
r_isalnum = ["16K".isalnum(), "16 K".isalnum(), "".isalnum()]
r_swap = "Bf16".swapcase()
r_title = "float8_e4m3fn".title()
r_capitalize = "bF16".capitalize()
r_expand = "a\tb".expandtabs(4)
r_count = "1k1k1".count("1k")
r_find = ("16K".find("K"), "16K".find("M"), "16K".rfind("6"))
try:
    "16K".index("M")
    r_index = "ok"
except ValueError as e:
    r_index = type(e).__name__
r_center = "x".center(4, "*")
r_zfill = ["-5".zfill(4), "+5".zfill(4), "abc".zfill(5)]
