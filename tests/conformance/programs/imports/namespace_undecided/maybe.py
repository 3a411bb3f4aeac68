import os

A = 1
if os.environ.get("GEN_CONFIG_CONFORMANCE_NEVER_SET"):
    import json as J
    from os import path as P
    B = 2

    def f():
        return B

    class C:
        pass

    global G
D = 3
