'use client'

import { type ComponentProps, createContext, type KeyboardEvent, type ReactNode, useContext, useId, useState } from 'react'

import { cn } from './cn'

type TabsState = { value: string; select: (value: string) => void; baseId: string }
const TabsContext = createContext<TabsState | null>(null)

function useTabs(): TabsState {
  const state = useContext(TabsContext)
  if (!state) throw new Error('Tabs parts belong inside <Tabs>')
  return state
}

/**
 * Tabs in the WAI-ARIA pattern: a tablist of buttons (arrow keys, Home and End move and select,
 * the selected one alone in the tab order) and one panel shown at a time (the others are not
 * rendered). Small, because it ships with the sign-in, event and profile pages.
 */
export function Tabs({ defaultValue, className, children }: { defaultValue: string; className?: string; children: ReactNode }) {
  const [value, select] = useState(defaultValue)
  const baseId = useId()
  return (
    <TabsContext.Provider value={{ value, select, baseId }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  )
}

export function TabsList({ className, ...props }: ComponentProps<'div'>) {
  const { select } = useTabs()
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')]
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement)
    const target = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key]
    if (target === undefined || at === -1) return
    event.preventDefault()
    const tab = tabs[(target + tabs.length) % tabs.length]!
    tab.focus()
    select(tab.dataset.value!)
  }
  return <div role="tablist" className={cn('grid grid-cols-2 rounded-md bg-gray-100 p-1', className)} onKeyDown={onKeyDown} {...props} />
}

export function TabsTrigger({ value, className, ...props }: ComponentProps<'button'> & { value: string }) {
  const { value: selected, select, baseId } = useTabs()
  const active = value === selected
  return (
    <button
      type="button"
      role="tab"
      id={`${baseId}-tab-${value}`}
      aria-selected={active}
      aria-controls={`${baseId}-panel-${value}`}
      tabIndex={active ? 0 : -1}
      data-state={active ? 'active' : 'inactive'}
      data-value={value}
      onClick={() => select(value)}
      className={cn(
        'min-h-9 rounded px-3 text-sm font-medium text-gray-700 data-[state=active]:bg-white data-[state=active]:text-gray-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  )
}

export function TabsContent({ value, className, ...props }: ComponentProps<'div'> & { value: string }) {
  const { value: selected, baseId } = useTabs()
  if (value !== selected) return null
  return (
    <div
      role="tabpanel"
      id={`${baseId}-panel-${value}`}
      aria-labelledby={`${baseId}-tab-${value}`}
      tabIndex={0}
      data-state="active"
      className={className}
      {...props}
    />
  )
}
