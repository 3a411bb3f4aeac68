def f(x:
    return [x for x in
