# probe: json keys: NaN/inf float keys written as NaN/Infinity, allow_nan=False also on keys, default= is not used for keys, IntEnum keys and values, indent=True means one space
# inputs
k = 2
# body
import json, enum
class B(enum.IntEnum):
    TWO = 2
def attempt(fn):
    try:
        return fn()
    except (TypeError, ValueError) as e:
        return type(e).__name__
r_nan_key = attempt(lambda: json.dumps({float("nan"): 1, float("inf"): 2}))
r_nan_key_strict = attempt(lambda: json.dumps({float("inf"): 2}, allow_nan=False))
r_tuple_key_default = attempt(lambda: json.dumps({(1, k): 3}, default=str))
r_intenum = attempt(lambda: json.dumps({B.TWO: B.TWO, "k": k}))
r_intenum_sorted = attempt(lambda: json.dumps({B.TWO: 1, 1: 2}, sort_keys=True))
r_indent_true = attempt(lambda: json.dumps([k], indent=True))
r_circular = None
lst = [k]
lst.append(lst)
r_circular = attempt(lambda: json.dumps(lst))
r_gen = attempt(lambda: json.dumps(x for x in range(k)))
r_set_default_list = attempt(lambda: json.dumps({3, 1, k}, default=sorted))
r_bytes_loads = json.loads(b'{"a": [1, 2.0]}')
r_bom = attempt(lambda: json.loads("\ufeff[1]"))
r_bom_bytes = attempt(lambda: json.loads(b"\xef\xbb\xbf[1]"))
r_big = json.loads("1E400")
r_negzero = [json.loads("-0"), json.loads("-0.0")]
