# probe: re.match, re.fullmatch and re.search: groups by number and name, spans, misses
# inputs
size = "16k"
shape = "8x128x4"
name = "fi_trtllm-gen"
# body
import re
m = re.fullmatch(r"(\d+)([kKmM]?)", size)
r_size = (m[0], m[1], m[2], m.group(), m.group(1, 2), m.groups(), m.span(), m.span(2), m.start(1), m.end(2))
r_size_miss = re.fullmatch(r"(\d+)([kKmM]?)", size + "b")
r_shape = re.fullmatch(r"\d+(?:x\d+)*", shape) is not None
r_shape_bad = re.fullmatch(r"\d+(?:x\d+)*", shape + "x") is None
r_dims = tuple(int(d) for d in shape.split("x")) if re.fullmatch(r"\d+(?:x\d+)*", shape) else None
r_match_prefix = re.match(r"\d+", shape).group()
r_match_miss = re.match(r"x", shape)
r_search = re.search(r"x(\d+)", shape).group(1)
r_search_span = re.search(r"x(\d+)", shape).span()
n = re.match(r"(?P<lib>[a-z]+)_(?P<kind>[a-z]+)(?:-(?P<gen>\w+))?", name)
r_named = (n["lib"], n["kind"], n.group("gen"), n.groupdict())
r_named_default = re.match(r"(?P<lib>[a-z]+)(_x)?", name).groupdict("none")
r_unset = re.match(r"(a)|(f)", name).groups()
r_unset_default = re.match(r"(a)|(f)", name).groups("-")
r_unset_span = re.match(r"(a)|(f)", name).span(1)
r_alt_backtrack = re.fullmatch(r"a|ab", "ab").group()
r_greedy = re.match(r"(\w+)_(\w+)", name).groups()
r_lazy = re.match(r"(\w+?)_(\w+)", name).groups()
r_bool = bool(re.match(r"fi", name))
r_string = m.string
r_pattern = m.re.pattern
r_pos = (m.pos, m.endpos)
def _find(text):
    return re.match(r"\d+", text)
r_identity = (_find(shape) is _find(shape), _find(shape) == _find(shape), _find(shape).group() == _find(shape).group())
