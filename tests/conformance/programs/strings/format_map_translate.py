# probe: format_map, maketrans and translate
# inputs
values = {"name": "x", "n": 3}
# body
r_format_map = "{name}:{n}".format_map(values)
table = str.maketrans("abc", "xyz")
r_translate = "aabbcc".translate(table)
r_delete = "hello".translate(str.maketrans("", "", "l"))
r_dict_table = "ab".translate({ord("a"): "AA", ord("b"): None})
