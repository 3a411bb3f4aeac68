# probe: decode/encode with strict, replace, ignore, backslashreplace, surrogateescape; UnicodeDecodeError/EncodeError classes
# inputs
raw = b"ok\xff\xfeend"
text = "caf\u00e9\u4e2d"
# body
r_replace = raw.decode("utf-8", "replace")
r_ignore = raw.decode("utf-8", "ignore")
r_backslash = raw.decode("utf-8", "backslashreplace")
r_latin1 = raw.decode("latin-1")
r_esc_len = len(raw.decode("utf-8", "surrogateescape"))
r_enc = (text.encode(), text.encode("ascii", "replace"), text.encode("ascii", "ignore"), text.encode("ascii", "xmlcharrefreplace"), text.encode("ascii", "backslashreplace"))
r_utf16_len = len(text.encode("utf-16-le"))
errs = []
for call in (lambda: raw.decode(), lambda: raw.decode("ascii"), lambda: text.encode("ascii"), lambda: text.encode("latin-1"), lambda: raw.decode("no-such-codec"), lambda: raw.decode("utf-8", "no-such-handler")):
    try:
        call()
        errs.append("ok")
    except (UnicodeError, LookupError) as e:
        errs.append(type(e).__name__)
r_errs = errs
r_is_value_error = issubclass(UnicodeDecodeError, ValueError)
