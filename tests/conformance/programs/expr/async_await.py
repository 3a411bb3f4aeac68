# probe: async def, await, async for, async with, aiter/anext, run by asyncio
# inputs
n = 3
# body
import asyncio
class Ticker:
    def __init__(self, k):
        self.k = k
    def __aiter__(self):
        self.i = 0
        return self
    async def __anext__(self):
        if self.i >= self.k:
            raise StopAsyncIteration
        self.i += 1
        return self.i
class Res:
    async def __aenter__(self):
        return "res"
    async def __aexit__(self, *a):
        return False
async def double(x):
    await asyncio.sleep(0)
    return x * 2
async def main():
    out = [await double(i) for i in range(n)]
    async for t in Ticker(2):
        out.append(t)
    async with Res() as r:
        out.append(r)
    it = aiter(Ticker(1))
    out.append(await anext(it))
    return out
r_result = asyncio.run(main())
