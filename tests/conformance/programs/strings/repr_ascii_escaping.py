# probe: repr()/ascii()/!r/%r of strings with quotes, backslashes, control, non-printable and non-BMP characters: which get escaped and how
# inputs
texts = ["plain", "it's", 'say "hi"', "both ' and \"", "back\\slash", "tab\there", "nl\n", "\x00\x1f\x7f", "bf16\t4x8", "\r\x0b\x0c", "'", '"', "''\"\"", ""]
uni = ["\x80\x85\x9f", "\xa0\xad", "\u00e9\u00df", "\u200b\u200e\u2028\u2029", "\ufeff\ufffd", "\ud7ff\ue000", "\U0001F600", "\U000e0001", "\U0010ffff", "\u0378", "\u3000"]
# body
r_repr = [repr(t) for t in texts]
r_fstr = [f"{t!r}" for t in texts]
r_pct = ["%r|%a" % (t, t) for t in texts]
r_printable = [t.isprintable() for t in texts]
r_list_repr = repr(texts[:4])
r_str_of_list = str(["a'b", 'c"d', "e\\f"])
r_tuple_one = repr(("x",))
r_dict_repr = repr({"k'": "v\n"})
r_uni_ascii = [ascii(t) for t in uni]
r_uni_repr = [repr(t) for t in uni]
r_uni_printable = [t.isprintable() for t in uni]
r_ascii = [ascii(t) for t in texts]
