# probe: str.format field indexing: digit keys index sequences, non-digit keys are strings ("-1" is a str key), attribute fields, conversion !r then spec, nested replacement fields
# inputs
row = {"shape": [128, 64], "name": "gemm", "-1": "neg"}
w = 8
# body
r_idx = "{0[shape][1]}".format(row)
r_neg_str_key = "{0[-1]}".format(row)
try:
    "{0[-1]}".format([1, 2])
    r_neg_list = "ok"
except TypeError as e:
    r_neg_list = type(e).__name__
try:
    "{0[5]}".format([1, 2])
    r_oob = "ok"
except IndexError as e:
    r_oob = type(e).__name__
r_conv = "{0!r:>{1}}|".format("ab", w)
r_nested = "{:{}{}}".format("x", ">", w)
r_attr = "{0.real}-{0.imag}".format(3 + 4j)
try:
    "{0.nope}".format(1)
    r_attr_err = "ok"
except AttributeError as e:
    r_attr_err = type(e).__name__
r_dict_key_quote = "{0[name]}".format(row)
try:
    "{0['name']}".format(row)
    r_quoted = "ok"
except KeyError as e:
    r_quoted = (type(e).__name__, e.args[0])
r_brace_unmatched = None
try:
    "{".format()
except ValueError as e:
    r_brace_unmatched = type(e).__name__
