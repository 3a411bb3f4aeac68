def register(kind):
    def deco(f):
        f.kind = kind
        f.calls = 0
        return f
    return deco


@register("fp8")
def adapt(x):
    adapt.calls += 1
    return x


def kind_of(f):
    a = 1
    b = 2
    c = a + b
    return (f.kind, c)


def counted():
    a = 1
    b = 2
    return adapt.calls + a + b
