# probe: strings are code points: len, indexing and case of non-ASCII text
# inputs
s = "héllo wörld"
# body
r_len = len(s)
r_upper = s.upper()
r_idx = s[1]
r_encode_len = len(s.encode("utf-8"))
r_emoji_len = len("👍")
r_cjk = "日本語"[1:]
r_isalpha = "é".isalpha()
