from kernel.gemm.scenarios import register
@register("large")
def large():
    return {"M": 8192, "N": 8192}
