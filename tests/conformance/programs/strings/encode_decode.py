# probe: encode and decode with errors handlers
# inputs
s = "café"
# body
r_utf8 = s.encode()
r_latin = s.encode("latin-1")
r_ascii_ignore = s.encode("ascii", "ignore")
r_ascii_replace = s.encode("ascii", "replace")
r_round = r_utf8.decode("utf-8") == s
try:
    s.encode("ascii")
except UnicodeEncodeError as e:
    r_strict = type(e).__name__
