# probe: minimal: StopIteration raised in a generator expression's body becomes RuntimeError
# inputs
xs = [1, 2]
# body
try:
    r = list(next(iter([])) for _ in xs)
except RuntimeError as e:
    r = ("RuntimeError", str(e))
except StopIteration:
    r = "StopIteration"
