# probe: split / rsplit with and without sep and maxsplit, over runs of whitespace and separators at the ends; partition/rpartition misses
# inputs
s = "  a  b c  "
path = "pkg.mod.sub.Cls"
csv = ",a,,b,"
# body
r_split = s.split()
r_split1 = s.split(None, 1)
r_rsplit1 = s.rsplit(None, 1)
r_rsplit_kw = s.rsplit(maxsplit=2)
r_split_sp = s.split(" ")
r_split_sp2 = s.split(" ", 2)
r_path = path.rsplit(".", 1)
r_path0 = path.split(".", 0)
r_path_neg = path.split(".", -1)
r_csv = csv.split(",")
r_csv_r2 = csv.rsplit(",", 2)
r_empty = ("".split(), "".split(","), "   ".split(), "   ".split(" "))
r_multi = "a::b::::c".split("::")
r_part = (path.partition("."), path.rpartition("."))
r_part_miss = ("abc".partition("."), "abc".rpartition("."))
r_ws_tail = "a\tb\nc\x0bd\x1ce".split()
r_zero_rsplit = " a b ".rsplit(None, 0)
try:
    s.split("")
    r_empty_sep = "ok"
except ValueError as e:
    r_empty_sep = type(e).__name__
try:
    path.partition("")
    r_empty_part = "ok"
except ValueError as e:
    r_empty_part = type(e).__name__
try:
    path.split(1)
    r_bad_sep = "ok"
except TypeError as e:
    r_bad_sep = type(e).__name__
