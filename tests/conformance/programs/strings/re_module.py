# probe: the re module: match, search, groups, findall, sub, fullmatch
# inputs
text = "decode_b16_s4096"
# body
import re
m = re.match(r"(\w+?)_b(\d+)_s(\d+)", text)
r_groups = m.groups() if m else None
r_group1 = m.group(1) if m else None
r_findall = re.findall(r"\d+", text)
r_sub = re.sub(r"\d+", "N", text)
r_search = re.search(r"s(\d+)", text).group(1)
r_none = re.match(r"\d", text)
r_fullmatch = bool(re.fullmatch(r"[a-z_0-9]+", text))
r_named = re.match(r"(?P<op>[a-z]+)_", text).groupdict()
