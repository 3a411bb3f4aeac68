# probe: merging layers with update in a loop, a None layer skipped, an overlay that is a list of pairs
# inputs
layers = [{"a": 1}, None, {"b": 2, "a": 3}, [("c", 4)]]
base = {"a": 0, "z": 9}
# body
merged = dict(base)
count = 0
for layer in layers:
    if layer is None:
        continue
    merged.update(layer)
    count += 1
r_merged = merged
r_order = list(merged)
r_count = count
r_base = base
acc = {}
for i, layer in enumerate(layers):
    if isinstance(layer, dict):
        for k, v in layer.items():
            acc.setdefault(k, []).append((i, v))
r_acc = acc
try:
    merged.update([("x", 1, 2)])
    r_err = "ok"
except ValueError as e:
    r_err = type(e).__name__
r_after_err = sorted(merged)
