# probe: indexing lists, tuples, strings and dicts, negative indices, errors
# inputs
l = [10, 20, 30]
d = {"a": 1, 2: "two"}
# body
r_first = l[0]
r_last = l[-1]
r_str = "abc"[1]
r_dict_str = d["a"]
r_dict_int = d[2]
r_nested = [[1, 2], [3, 4]][1][0]
try:
    l[3]
    r_index_error = None
except IndexError as e:
    r_index_error = type(e).__name__
try:
    d["zz"]
    r_key_error = None
except KeyError as e:
    r_key_error = e.args
try:
    l["0"]
    r_type_error = None
except TypeError as e:
    r_type_error = type(e).__name__
