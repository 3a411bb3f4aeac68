# probe: json.loads of texts the decoder refuses (JSONDecodeError, a ValueError): trailing comma, single quotes, a raw control character, a BOM, leading zero, bare words; and texts it accepts (NaN, -Infinity, surrounding whitespace)
# inputs
good = ' [NaN, -Infinity, 1.5] \n'
# body
import json
texts = ['[1,]', "{'a': 1}", '"a\tb"', '\ufeff{}', '01', 'nan', '{"a" 1}', '[1] [2]', '', '"\\x41"', '1.', '-']
out = []
for t in texts:
    try:
        json.loads(t)
        out.append("ok")
    except json.JSONDecodeError as e:
        out.append((type(e).__name__, isinstance(e, ValueError)))
r_errs = out
v = json.loads(good)
r_good = [repr(x) for x in v]
r_strict_off = json.loads('"a\tb"', strict=False)
