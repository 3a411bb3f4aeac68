# probe: re.escape escapes only regex-special characters (and whitespace), so an escaped string always matches itself; names with dots and brackets; escape of an empty string
# inputs
name = "model.v2 [fp16] (a|b)*"
# body
import re
r_escaped = re.escape(name)
r_matches_self = re.fullmatch(re.escape(name), name) is not None
r_finds = re.findall(re.escape("a.b"), "a.b axb a.b")
r_unescaped = re.findall("a.b", "a.b axb a.b")
r_empty = re.escape("")
r_plain = re.escape("abc_123")
r_specials = re.escape("-#&~ \t")
r_quote = re.escape("'\"%=!:,<>@/")
r_sub_literal = re.sub(re.escape("$1"), "one", "cost $1, $10")
