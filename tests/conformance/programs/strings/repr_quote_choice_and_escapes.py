# probe: repr's quote choice (single unless the text has ' and no ") and its escapes for controls, backslash, DEL, C1 and non-ASCII
# inputs
texts = ["plain", "it's", 'say "hi"', "both ' and \"", "\\", "tab\there", "nl\nend", "\r", "\x00\x07\x1b", "\x7f", "\x80\x9f", "\xa0\xad", "caf\u00e9", "\u2028", "\u00ff\u0100"]
# body
r_repr = [repr(t) for t in texts]
r_ascii = [ascii(t) for t in texts]
r_fconv = [f"{t!r}" for t in texts[:5]]
r_fascii = [f"{t!a}" for t in texts[-4:]]
r_str_list = str(texts[1:4])
r_pct = ["%r" % t for t in texts[5:9]]
r_len = [len(repr(t)) for t in texts]
