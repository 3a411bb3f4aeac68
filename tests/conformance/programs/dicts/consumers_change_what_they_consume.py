# probe: consumers whose callbacks or generators change what they consume (sorted with a key,
# any/sum/min/tuple/dict/str.join of a generator, map, dict.update, max with a key over a
# list it grows): RuntimeError where a dict or set changes size, a list read as it grows
# inputs
k0 = 1
# body
d = {k0: 1, 2: 2, 3: 3}
try:
    r1 = sorted(d, key=lambda k: d.setdefault(k + 10, k))
except RuntimeError as e:
    r1 = type(e).__name__
r1d = sorted(d)
d2 = {k0: 1, 2: 2}
try:
    r2 = any(d2.setdefault(k + 10, 0) for k in d2)
except RuntimeError as e:
    r2 = type(e).__name__
d3 = {k0: 1, 2: 2}
try:
    r3 = list(map(lambda k: d3.pop(k), d3))
except RuntimeError as e:
    r3 = type(e).__name__
d4 = {k0: 1, 2: 2}
try:
    r4 = "".join(str(d4.setdefault(k * 7, k)) for k in d4)
except RuntimeError as e:
    r4 = type(e).__name__
l5 = [k0, 2]
r5 = max(l5, key=lambda x: l5.append(x) or x if len(l5) < 5 else x)
r5l = l5
d6 = {k0: 1}
try:
    d6.update((k + 1, v) for k, v in d6.items())
    r6 = d6
except RuntimeError as e:
    r6 = type(e).__name__
s7 = {k0, 2}
try:
    r7 = sum(s7.add(x + 10) or x for x in s7)
except RuntimeError as e:
    r7 = type(e).__name__
l8 = [k0]
r8 = [x for x in l8 for _ in [l8.append(x + 1) if len(l8) < 4 else None]]
r8l = l8
d9 = {k0: 1, 2: 2}
try:
    r9 = {k: d9.pop(2, None) for k in list(d9)}
except RuntimeError as e:
    r9 = type(e).__name__
d10 = {k0: 1, 2: 2}
try:
    r10 = dict((k, d10.setdefault(-k, 0)) for k in d10)
except RuntimeError as e:
    r10 = type(e).__name__
d11 = {k0: 1, 2: 2}
try:
    r11 = tuple(k for k in d11 if d11.pop(k, None) is None)
except RuntimeError as e:
    r11 = type(e).__name__
d12 = {k0: 1, 2: 2}
try:
    r12 = min((d12.setdefault(k + 5, k) for k in d12))
except RuntimeError as e:
    r12 = type(e).__name__
