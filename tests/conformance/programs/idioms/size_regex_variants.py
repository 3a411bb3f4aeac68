# probe: size strings parsed with regexes harnesses write: optional decimal part, (?i), named groups, $ before a trailing newline, fullmatch, findall and sub with a function
# inputs
spec = "1k,16K, 1.5M,512,4g\n"
# body
import re
MULT = {"": 1, "k": 1 << 10, "m": 1 << 20, "g": 1 << 30}
pat = re.compile(r"(?i)^\s*(?P<num>\d+(?:\.\d+)?)\s*(?P<unit>[kmg]?)\s*$")
out = []
for tok in spec.split(","):
    m = pat.match(tok)
    if m is None:
        out.append(None)
        continue
    out.append(int(float(m.group("num")) * MULT[m.group("unit").lower()]))
r_out = out
r_dollar = bool(re.match(r"^(\d+)$", "12\n"))
r_full = bool(re.fullmatch(r"\d+", "12\n"))
r_findall = re.findall(r"(\d+)([kKmMgG]?)", spec)
r_findall1 = re.findall(r"\d+[kKmMgG]", spec)
r_split = re.split(r"\s*,\s*", spec.strip())
r_split_groups = re.split(r"(,)", "a,b")
r_gd = pat.match("7").groupdict()
r_span = re.search(r"\d+M", spec).span()
r_last = spec.rstrip().split(",")[-1]
r_sub = re.sub(r"(\d+)[kK]", lambda m: str(int(m.group(1)) * 1024), spec.strip())
