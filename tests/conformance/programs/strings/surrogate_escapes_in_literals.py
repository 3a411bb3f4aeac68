# probe: \ud800-style escapes in literals are lone surrogates, distinct from U+FFFD and ordered by code point
# inputs
k = 1
tag = "x"
# body
r_eq_fffd = "\ud800" == "\ufffd"
r_lt = "\ud800" < "\ue000"
r_gt = "\udfff" > "\ud7ff"
r_in = "\ufffd" in "a\udc00b"
r_len = len(tag + "\ud800" * k)
r_fstr = f"\ud800{k}" == "\ufffd1"
r_count = ("\ud800\ufffd" * 2).count("\ufffd")
r_find = "a\ud800\ufffd".find("\ufffd")
r_sorted_first = sorted(["\ufffd", "\ud800", "\ue000"])[0] == "\ud800"
