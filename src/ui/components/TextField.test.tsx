// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { TextField } from './TextField'

describe('TextField', () => {
  afterEach(cleanup)

  it('ties the label, the hint and the error to the input; the lines carry their attributes', () => {
    render(
      <TextField
        label="Amount"
        value="1.5x"
        readOnly
        hint="Balance: 2 ETH"
        hintProps={{ 'data-testid': 'balance', 'aria-live': 'polite' }}
        error="Enter a number"
        errorTestId="amount-error"
        errorProps={{ 'data-code': 'NOT_A_NUMBER' }}
        trailing={<button type="button">Max</button>}
      />,
    )
    const input = screen.getByLabelText('Amount')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent)
    expect(described).toEqual(['Balance: 2 ETH', 'Enter a number'])
    expect(screen.getByTestId('balance').getAttribute('aria-live')).toBe('polite')
    expect(screen.getByRole('alert').getAttribute('data-code')).toBe('NOT_A_NUMBER')
    expect(screen.getByTestId('amount-error').textContent).toBe('Enter a number')
    expect(screen.getByRole('button', { name: 'Max' })).toBeTruthy()
  })

  it('without an error the input is valid and described by its hint only', () => {
    render(<TextField label="To" value="" readOnly hint="" />)
    const input = screen.getByLabelText('To')
    expect(input.getAttribute('aria-invalid')).toBe('false')
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(1)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
