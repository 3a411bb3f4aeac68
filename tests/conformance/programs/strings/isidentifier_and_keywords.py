# probe: isidentifier on ASCII names, leading digits, keywords, dunder, unicode letters, empty; keyword.iskeyword beside it
# inputs
names = ["x", "_", "_1", "1x", "class", "None", "match", "a-b", "a b", "", "__init__", "caf\u00e9", "\u00b2", "x\u00b7y", "\u0661x"]
# body
import keyword
r_ident = [n.isidentifier() for n in names]
r_kw = [keyword.iskeyword(n) for n in names]
r_soft = [keyword.issoftkeyword(n) for n in ("match", "case", "_", "type")]
r_usable = [n for n in names if n.isidentifier() and not keyword.iskeyword(n)]
